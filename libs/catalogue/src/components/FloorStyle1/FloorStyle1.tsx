import { Empty, Img } from '@mall/ui';
import { GoodsCard, type GoodsCardData } from '../GoodsCard/GoodsCard';
import { SmartLink } from '../SmartLink/SmartLink';
import * as styles from './FloorStyle1.css';

export interface ImageLinkData {
  url: string;
  link: string;
}

export interface FloorStyle1Data {
  id: number;
  title: string;
  leftImage: ImageLinkData;
  bottomImage: ImageLinkData;
  goods: GoodsCardData[];
}

export interface FloorStyle1Props {
  floor: FloorStyle1Data;
}

/** Home floor style 1 (SPEC §2 home blocks): title, left image, goods list, bottom image. */
export function FloorStyle1({ floor }: FloorStyle1Props) {
  const headingId = `floor-${floor.id}-title`;
  return (
    <section className={styles.floor} aria-labelledby={headingId} data-floor-style="1">
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {floor.title}
        </h2>
      </header>
      <div className={styles.body}>
        {floor.leftImage.url ? (
          <SmartLink to={floor.leftImage.link} className={styles.leftImage}>
            <Img src={floor.leftImage.url} alt={floor.title} fit="cover" className={styles.leftImg} />
          </SmartLink>
        ) : (
          <span />
        )}
        {floor.goods.length > 0 ? (
          <div className={styles.goods}>
            {floor.goods.map((g) => (
              <GoodsCard key={g.skuId} goods={g} />
            ))}
          </div>
        ) : (
          <Empty size="sm" />
        )}
      </div>
      {floor.bottomImage.url && (
        <SmartLink to={floor.bottomImage.link} className={styles.bottomImage}>
          <Img src={floor.bottomImage.url} alt={floor.title} width={1200} height={120} className={styles.bottomImg} />
        </SmartLink>
      )}
    </section>
  );
}

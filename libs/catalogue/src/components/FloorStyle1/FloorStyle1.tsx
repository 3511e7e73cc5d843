import { Box, Img } from '@mall/ui';
import type { GoodsCardData } from '../GoodsCard/GoodsCard';
import { FloorGoods, HomeFloor } from '../HomeFloor/HomeFloor';
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

/**
 * Home floor style 1: a titled section with a tall left image (link), a 4-column grid of GoodsCard and a wide
 * bottom image (link). Props: `floor` {id, title, leftImage{url, link}, bottomImage{url, link}, goods[]}.
 * States: full, no goods (暂无数据), no images.
 */
export function FloorStyle1({ floor }: FloorStyle1Props) {
  return (
    <HomeFloor id={floor.id} title={floor.title} floorStyle="1" headerClassName={styles.header}>
      <Box display="grid" gap="sm" className={styles.body}>
        {floor.leftImage.url ? (
          <SmartLink to={floor.leftImage.link} className={styles.leftImage}>
            <Img src={floor.leftImage.url} alt={floor.title} fit="cover" className={styles.leftImg} />
          </SmartLink>
        ) : (
          <span />
        )}
        <FloorGoods goods={floor.goods} className={styles.goods} />
      </Box>
      {floor.bottomImage.url && (
        <SmartLink to={floor.bottomImage.link} className={styles.bottomImage}>
          <Img src={floor.bottomImage.url} alt={floor.title} width={1200} height={120} className={styles.bottomImg} />
        </SmartLink>
      )}
    </HomeFloor>
  );
}

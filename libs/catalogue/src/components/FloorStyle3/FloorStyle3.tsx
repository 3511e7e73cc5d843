import { Box, Img } from '@mall/ui';
import { Link } from 'react-router-dom';
import type { GoodsCardData } from '../GoodsCard/GoodsCard';
import { FloorGoods, HomeFloor } from '../HomeFloor/HomeFloor';
import type { ImageLinkData } from '../FloorStyle1/FloorStyle1';
import { SmartLink } from '../SmartLink/SmartLink';
import * as styles from './FloorStyle3.css';

export interface FloorStyle3Data {
  id: number;
  title: string;
  categories: { id: number; name: string; level: number }[];
  images: ImageLinkData[];
  goods: GoodsCardData[];
  brands: { id: number; name: string; image: string }[];
}

export interface FloorStyle3Props {
  floor: FloorStyle3Data;
}

/** Goods list link for a category of the floor (SPEC §2 /list query category_id, level). */
export function categoryListPath(c: { id: number; level: number }): string {
  return `/list?category_id=${c.id}&level=${c.level}`;
}

/**
 * Home floor style 3: title with category links (→ /list?category_id=&level=), a row of images, a 6-column
 * goods grid and brand tiles (→ /list?brand_id=). Props: `floor` {id, title, categories[], images[], goods[],
 * brands[]}. States: full, no goods, no brands or images.
 */
export function FloorStyle3({ floor }: FloorStyle3Props) {
  return (
    <HomeFloor
      id={floor.id}
      title={floor.title}
      floorStyle="3"
      headerClassName={styles.header}
      extra={
        floor.categories.length > 0 && (
          <Box as="nav" display="flex" flexWrap="wrap" gap="md" aria-label={floor.title}>
            {floor.categories.map((c) => (
              <Link key={c.id} to={categoryListPath(c)} className={styles.category}>
                {c.name}
              </Link>
            ))}
          </Box>
        )
      }
    >
      {floor.images.length > 0 && (
        <Box display="grid" gap="sm" className={styles.images}>
          {floor.images.map((img, i) => (
            <SmartLink key={`${img.url}-${i}`} to={img.link}>
              <Img src={img.url} alt={floor.title} width={390} height={220} className={styles.image} />
            </SmartLink>
          ))}
        </Box>
      )}
      <FloorGoods goods={floor.goods} className={styles.goods} />
      {floor.brands.length > 0 && (
        <Box display="flex" flexWrap="wrap" gap="sm">
          {floor.brands.map((b) => (
            <Link key={b.id} to={`/list?brand_id=${b.id}`} className={styles.brand} title={b.name}>
              <Img src={b.image} alt="" fallback="brand" fit="contain" className={styles.brandImg} />
              <span>{b.name}</span>
            </Link>
          ))}
        </Box>
      )}
    </HomeFloor>
  );
}

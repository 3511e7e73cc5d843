import { Link } from 'react-router-dom';
import { Box, cx, Empty, Img, sprinkles } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './BrandWall.css';

export interface BrandData {
  id: number;
  name: string;
  image: string;
  recommended: boolean;
  goodsNum: number;
}

export interface BrandWallProps {
  brands: readonly BrandData[];
  /** Where a brand leads; default its goods list /list?brand_id={id}. */
  hrefFor?: (brand: BrandData) => string;
}

export const brandGoodsHref = (brand: Pick<BrandData, 'id'>) => `/list?brand_id=${brand.id}`;

/**
 * The brand wall of /brand and /brandlist. Props: `brands` (id, name, image, recommended, goodsNum) and
 * `hrefFor` (default /list?brand_id={id}: the brand's goods in the goods list). States: brands with a
 * recommended mark, long name without logo (default brand image), empty.
 */
export function BrandWall({ brands, hrefFor = brandGoodsHref }: BrandWallProps) {
  if (brands.length === 0) return <Empty text={m['catalogue.brandEmpty']()} />;
  return (
    <Box as="ul" display="grid" gridTemplateColumns={6} gap="md" className={styles.grid} aria-label={m['catalogue.brandWall']()}>
      {brands.map((b) => (
        <li key={b.id}>
          <Link to={hrefFor(b)} className={cx(sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xs' }), styles.tile)} title={b.name}>
            <Img src={b.image} alt="" fallback="brand" fit="contain" className={styles.logo} />
            <span className={styles.name}>{b.name}</span>
            <span className={styles.count}>{m['catalogue.brandGoods']({ count: b.goodsNum })}</span>
            {b.recommended && <span className={styles.badge}>{m['catalogue.brandRecommended']()}</span>}
          </Link>
        </li>
      ))}
    </Box>
  );
}

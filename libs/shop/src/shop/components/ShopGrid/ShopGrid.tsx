import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Empty, Img, Inline } from '@mall/ui';
import type { ShopCardData } from '../../lib/types';
import * as styles from './ShopGrid.css';

export interface ShopGridProps {
  shops: readonly ShopCardData[];
  label: string;
}

/**
 * Shops of /shop_list and /shop_street: avatar, name, address, score, goods, followers, stores and 进店逛逛.
 * States: shops, empty.
 */
export function ShopGrid({ shops, label }: ShopGridProps) {
  if (shops.length === 0) return <Empty text={m['shop.noShops']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.grid} aria-label={label}>
      {shops.map((s) => (
        <Inline as="li" space="md" wrap={false} key={s.id} className={styles.card}>
          <Img src={s.avatar} alt={s.name} fallback="shop" className={styles.avatar} />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to={`/shop-${s.id}`}>{s.name}</Link>
            </h3>
            <p className={styles.meta}>{s.address}</p>
            <p className={styles.meta}>
              {m['shop.score']({ score: s.score })} · {m['shop.goodsNum']({ count: s.goodsNum })} · {m['shop.fans']({ count: s.fansNum })}
              {s.storeNum > 0 && ` · ${m['shop.storeNum']({ count: s.storeNum })}`}
            </p>
          </div>
          <Link to={`/shop-${s.id}`} className={styles.enter} aria-label={`${m['shop.enterShop']()} ${s.name}`}>
            {m['shop.enterShop']()}
          </Link>
        </Inline>
      ))}
    </Box>
  );
}

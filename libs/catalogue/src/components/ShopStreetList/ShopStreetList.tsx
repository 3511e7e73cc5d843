import { Link } from 'react-router-dom';
import { Box, cx, Empty, Img, sprinkles, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './ShopStreetList.css';

export interface ShopStreetItem {
  id: number;
  name: string;
  avatar: string;
  province: string;
  address: string;
  goodsNum: number;
}

export interface ShopStreetListProps {
  shops: readonly ShopStreetItem[];
}

/**
 * The shop street (/street, /streetlst) results. Props: `shops` (id, name, avatar, province, address,
 * goodsNum). Each shop links to /shop-{id} and shows its goods count. States: shops (one with a long name and
 * no avatar), empty (没有找到相关店铺).
 */
export function ShopStreetList({ shops }: ShopStreetListProps) {
  if (shops.length === 0) return <Empty text={m['catalogue.streetEmpty']()} />;
  return (
    <Box as="ul" display="grid" gridTemplateColumns={2} gap="md" className={styles.list} aria-label={m['catalogue.street']()}>
      {shops.map((s) => (
        <li key={s.id} className={styles.item}>
          <Link to={`/shop-${s.id}`} className={cx(sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' }), styles.link)}>
            <Img src={s.avatar} alt="" fallback="shop" className={styles.avatar} />
            <Stack as="span" space="xxs" className={styles.text}>
              <span className={styles.name}>{s.name}</span>
              <span className={styles.meta}>{[s.province, s.address].filter(Boolean).join(' ')}</span>
            </Stack>
            <span className={styles.count}>{m['catalogue.streetGoods']({ count: s.goodsNum })}</span>
          </Link>
        </li>
      ))}
    </Box>
  );
}

import { m } from '@mall/i18n';
import { Box, Empty } from '@mall/ui';
import type { StoreData } from '../../lib/types';
import * as styles from './StoreList.css';

export interface StoreListProps {
  stores: readonly StoreData[];
}

/**
 * A shop's offline stores (/api/store/page2_0): name, address, opening hours and phone.
 * States: two stores, none (暂无线下门店).
 */
export function StoreList({ stores }: StoreListProps) {
  if (stores.length === 0) return <Empty text={m['shop.noStores']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.list} aria-label={m['shop.stores']()}>
      {stores.map((s) => (
        <li key={s.id} className={styles.store}>
          <h3 className={styles.name}>{s.name}</h3>
          <p className={styles.line}>{m['shop.address']({ address: s.address })}</p>
          {s.openTime && <p className={styles.line}>{m['shop.hours']({ hours: s.openTime })}</p>}
          {s.telephone && <p className={styles.line}>{m['shop.phone']({ phone: s.telephone })}</p>}
        </li>
      ))}
    </Box>
  );
}

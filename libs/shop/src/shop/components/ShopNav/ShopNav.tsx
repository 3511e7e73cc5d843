import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { shopHref, type ShopTab } from '../../lib/types';
import * as styles from './ShopNav.css';
import { Box } from '@mall/ui';

export interface ShopNavProps {
  shopId: number;
  active: ShopTab;
  /** The shop's offline store count: the 线下门店 entry shows only above 0 (SPEC §2). */
  storeNum: number;
}

/**
 * The shop navigation (SPEC §2): shop home, all goods, and offline stores only when the shop has stores.
 * Props: `shopId`, `active` (home, goods, stores), `storeNum`. States: a shop with stores, a shop without
 * stores, all goods active.
 */
export function ShopNav({ shopId, active, storeNum }: ShopNavProps) {
  const tabs: [ShopTab, string][] = [
    ['home', m['shop.home']()],
    ['goods', m['shop.allGoods']()],
    ...(storeNum > 0 ? ([['stores', m['shop.stores']()]] as [ShopTab, string][]) : []),
  ];
  return (
    <Box as="nav" display="flex" gap="xs" className={styles.root} aria-label={m['shop.nav']()}>
      {tabs.map(([tab, label]) => (
        <Link key={tab} to={shopHref(shopId, { tab })} className={styles.link} aria-current={tab === active ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </Box>
  );
}

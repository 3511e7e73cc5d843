import type { MemberCollectionQuery } from '@mall/gateway-client';
import { GoodsCard } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Box, Empty, Inline } from '@mall/ui';
import { formatDate } from '../../lib/format';
import * as styles from './CollectionGrid.css';
import { pageStyles as shared } from '@mall/page-kit';

export type CollectedGoods = MemberCollectionQuery['collection']['list'][number];

export interface CollectionGridProps {
  items: readonly CollectedGoods[];
  /** 取消关注 of one goods (by goodsId); the page asks the gateway and reloads. */
  onUncollect: (goodsId: number) => void;
  /** The goods whose uncollect is running (its button is disabled). */
  pendingGoodsId?: number | null;
}

/**
 * 我的关注: the collected goods as cards (GoodsCard), off-shelf ones dimmed, each with 取消关注.
 *
 * The collected goods of /member/collection as GoodsCards (link to /sku-{id}). Props: `items` (collection
 * list), `onUncollect(goodsId)`, `pendingGoodsId`. Off-shelf goods are dimmed and marked 已下架. States: goods,
 * uncollecting, empty.
 */
export function CollectionGrid({ items, onUncollect, pendingGoodsId = null }: CollectionGridProps) {
  if (items.length === 0) return <Empty text={m['member.collection.empty']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={item.onShelf ? styles.item : `${styles.item} ${styles.off}`}>
          {!item.onShelf && <span className={styles.offBadge}>{m['member.collection.offShelf']()}</span>}
          <GoodsCard goods={item.goods} />
          <Inline space="xs" align="space-between" wrap={false}>
            <span className={shared.muted}>{m['member.collection.collectedAt']({ date: formatDate(item.time) })}</span>
            <button
              type="button"
              className={shared.textButton}
              disabled={pendingGoodsId === item.goods.goodsId}
              aria-label={`${m['member.collection.uncollect']()} ${item.goods.skuName || item.goods.goodsName}`}
              onClick={() => onUncollect(item.goods.goodsId)}
            >
              {m['member.collection.uncollect']()}
            </button>
          </Inline>
        </li>
      ))}
    </Box>
  );
}

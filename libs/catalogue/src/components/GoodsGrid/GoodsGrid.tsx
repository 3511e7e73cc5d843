import type { ReactNode } from 'react';
import { Box, Empty, Skeleton, Stack } from '@mall/ui';
import { GoodsCard, type GoodsCardData } from '../GoodsCard/GoodsCard';
import * as styles from './GoodsGrid.css';

export interface GoodsGridProps {
  goods: readonly GoodsCardData[];
  /** Shows placeholder tiles instead of the goods. */
  loading?: boolean;
  /** Number of placeholder tiles; default 10. */
  skeletonCount?: number;
  /** What an empty list shows; default the 暂无数据 empty state. */
  empty?: ReactNode;
  /** Accessible name of the list, e.g. 商品列表. */
  label?: string;
  columns?: 4 | 5;
}

/**
 * Goods tiles in a grid (GoodsCard: tags, recommend badge, discount price), with loading and empty states.
 *
 * The goods grid of /list, the brand goods and recommendations. Props: `goods` (GoodsCard data), `loading`
 * (placeholder tiles, `skeletonCount`), `empty` (what an empty list shows), `label`, `columns` (4 or 5).
 * States: full page, loading, empty, long names.
 */
export function GoodsGrid({ goods, loading = false, skeletonCount = 10, empty, label, columns = 5 }: GoodsGridProps) {
  if (loading) {
    return (
      <div className={styles.grid[columns]} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <Stack space="xs" key={i} className={styles.skeleton}>
            <Skeleton shape="rect" height="auto" className={styles.skeletonImage} />
            <Skeleton lines={2} />
          </Stack>
        ))}
      </div>
    );
  }
  if (goods.length === 0) return <>{empty ?? <Empty />}</>;
  return (
    <ul className={styles.grid[columns]} aria-label={label}>
      {goods.map((g) => (
        <Box as="li" display="flex" key={g.skuId} className={styles.item}>
          <GoodsCard goods={g} className={styles.card} />
        </Box>
      ))}
    </ul>
  );
}

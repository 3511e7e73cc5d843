import type { ReactNode } from 'react';
import { Empty, Stack } from '@mall/ui';
import { GoodsCard, type GoodsCardData } from '../GoodsCard/GoodsCard';
import * as styles from './HomeFloor.css';

export interface HomeFloorProps {
  id: number;
  title: string;
  /** The floor's style number (data-floor-style). */
  floorStyle: '1' | '3';
  /** The header row's layout, which differs by style. */
  headerClassName: string;
  /** After the title in the header (style 3's category links). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of a home floor: a section labelled by its h2 title, the header row, then the floor's blocks. */
export function HomeFloor({ id, title, floorStyle, headerClassName, extra, children }: HomeFloorProps) {
  const headingId = `floor-${id}-title`;
  return (
    <Stack as="section" space="md" aria-labelledby={headingId} data-floor-style={floorStyle}>
      <header className={headerClassName}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </Stack>
  );
}

/** A floor's goods cards in the floor's grid, or the small empty state when it has none. */
export function FloorGoods({ goods, className }: { goods: readonly GoodsCardData[]; className: string }) {
  return goods.length > 0 ? (
    <div className={className}>
      {goods.map((g) => (
        <GoodsCard key={g.skuId} goods={g} />
      ))}
    </div>
  ) : (
    <Empty size="sm" />
  );
}

import { m } from '@mall/i18n';
import type { SeckillSlotData } from '../../types';
import * as styles from './SeckillSlotTabs.css';
import { Box } from '@mall/ui';

export interface SeckillSlotTabsProps {
  slots: readonly SeckillSlotData[];
  activeId: number;
  onSelect: (slotId: number) => void;
}

/**
 * Today's seckill slots as tabs: the time, and 已结束 / 抢购中 / 即将开始.
 *
 * Today's seckill slots on /promotion/seckill. Props: `slots` (name, times, state ENDED / RUNNING / UPCOMING
 * from mall-api), `activeId` (the shown slot) and `onSelect`. States: running selected, an ended slot
 * selected, a single slot.
 */
export function SeckillSlotTabs({ slots, activeId, onSelect }: SeckillSlotTabsProps) {
  const stateText = { ENDED: m['promotions.seckill.ended'](), RUNNING: m['promotions.seckill.running'](), UPCOMING: m['promotions.seckill.upcoming']() } as const;
  return (
    <Box display="flex" className={styles.tabs} role="tablist" aria-label={m['promotions.seckill.slots']()}>
      {slots.map((s) => (
        <Box
          as="button"
          key={s.slotId}
          type="button"
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xxs"
          role="tab"
          aria-selected={s.slotId === activeId}
          className={styles.tab[s.slotId === activeId ? 'active' : s.state === 'ENDED' ? 'ended' : 'normal']}
          onClick={() => onSelect(s.slotId)}
        >
          <span className={styles.name}>{s.name}</span>
          <span className={styles.state}>{stateText[s.state]}</span>
        </Box>
      ))}
    </Box>
  );
}

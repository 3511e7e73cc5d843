import { m } from '@mall/i18n';
import { Empty, formatDate } from '@mall/ui';
import type { CampaignScheduleQuery } from '@mall/console-kit';
import { kindText, stateText } from '../../i18n';
import { minuteText } from '../../lib/time';
import * as styles from './CampaignTimeline.css';

export type ScheduleItem = CampaignScheduleQuery['campaignSchedule']['list'][number];
type State = keyof typeof styles.state;

export interface CampaignTimelineProps {
  items: readonly ScheduleItem[];
  /** The window shown: unix seconds, `from` inclusive, `to` exclusive. */
  from: number;
  to: number;
  /** The server's now (a red line when inside the window). */
  now: number;
}

const percent = (t: number, from: number, to: number) =>
  Math.min(100, Math.max(0, ((t - from) / (to - from)) * 100));

/**
 * What is scheduled in a window of days, one row per activity: a bar from its start to its end,
 * coloured by its state (running, scheduled, ended, stopped), the daily hours of a seckill slot in its
 * label, and a line at now. The bar's text and its title say the same for screen readers and tooltips.
 */
export function CampaignTimeline({ items, from, to, now }: CampaignTimelineProps) {
  if (items.length === 0) return <Empty text={m['console.campaigns.schedule.empty']()} />;
  const dayCount = Math.round((to - from) / 86_400);
  const ticks = Array.from(
    { length: Math.min(dayCount, 8) },
    (_, i) => from + Math.round((i * dayCount) / Math.min(dayCount, 8)) * 86_400,
  );
  return (
    <div className={styles.grid} role="list" aria-label={m['console.campaigns.schedule.title']()}>
      <div className={styles.days} aria-hidden="true">
        <span />
        <span className={styles.dayTicks}>
          {ticks.map((d) => (
            <span key={d}>{formatDate(d)}</span>
          ))}
        </span>
      </div>
      {items.map((item) => {
        const left = percent(item.startTime, from, to);
        const width = Math.max(1, percent(item.endTime, from, to) - left);
        const daily =
          item.startMinute !== null &&
          item.startMinute !== undefined &&
          item.endMinute !== null &&
          item.endMinute !== undefined
            ? m['console.campaigns.schedule.daily']({ start: minuteText(item.startMinute), end: minuteText(item.endMinute) })
            : '';
        const state = (item.state in styles.state ? item.state : 'ended') as State;
        const text = `${kindText(item.kind)} · ${item.name}${daily ? ` · ${daily}` : ''} · ${stateText(state)} · ${formatDate(item.startTime)}–${formatDate(item.endTime)}`;
        return (
          <div key={`${item.kind}-${item.id}`} className={styles.row} role="listitem">
            <span className={styles.label} title={text}>
              {kindText(item.kind)} · {item.name}
            </span>
            <span className={styles.track}>
              <span
                className={`${styles.bar} ${styles.state[state]}`}
                style={{ left: `${left}%`, width: `${width}%` }}
                title={text}
              >
                {text}
              </span>
              {now >= from && now < to && (
                <span
                  className={styles.now}
                  style={{ left: `${percent(now, from, to)}%` }}
                  aria-hidden="true"
                />
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}

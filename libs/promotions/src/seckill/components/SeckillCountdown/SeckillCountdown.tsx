import { useEffect, useState } from 'react';
import { formatCountdown } from '../../lib/countdown';
import * as styles from './SeckillCountdown.css';
import { Box } from '@mall/ui';

export interface SeckillCountdownProps {
  /** What the countdown counts to (unix seconds, server time). */
  target: number;
  /** The server's time when the data was read (unix seconds): the countdown never trusts the browser clock. */
  serverNow: number;
  /** The words before the time (距结束 / 距开始). */
  label: string;
  /** Shown once it reaches zero. */
  doneText: string;
  /** Counts down every second (stories turn it off to render still). */
  ticking?: boolean;
  /** Called once when it reaches zero (the page reloads its data). */
  onDone?: () => void;
}

/**
 * A countdown to a seckill slot change, from the server's time plus the seconds passed since.
 *
 * The countdown of a seckill slot (/promotion/seckill and the seckill detail). Props: `target` and
 * `serverNow` (unix seconds from mall-api, so the browser clock never decides), `label` (距结束 / 距开始),
 * `doneText` (shown at zero), `ticking` (off in stories) and `onDone` (the page reloads). States: running
 * (ends in), upcoming (starts in), more than a day away, done.
 */
export function SeckillCountdown({ target, serverNow, label, doneText, ticking = true, onDone }: SeckillCountdownProps) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [ticking, serverNow]);
  const left = target - serverNow - elapsed;
  useEffect(() => {
    if (left <= 0 && ticking) onDone?.();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left <= 0) return <span className={styles.done}>{doneText}</span>;
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="sm" role="timer" aria-label={`${label} ${formatCountdown(left)}`}>
      <span className={styles.label}>{label}</span>
      <span className={styles.time}>{formatCountdown(left)}</span>
    </Box>
  );
}

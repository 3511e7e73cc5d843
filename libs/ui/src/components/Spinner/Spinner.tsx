import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'neutral' | 'brand' | 'inherit';
  /** Text beside the ring; without it the label is read to screen readers only. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/**
 * A loading indicator with role="status", announced as 加载中. Props: `size` sm|md|lg, `tone`
 * neutral|brand|inherit, `label` (custom text), `showLabel` (show the text beside the ring).
 */
export function Spinner({ size = 'md', tone = 'neutral', label, showLabel = false, className }: SpinnerProps) {
  const text = label ?? m['ui.loading']();
  return (
    <span role="status" className={cx(styles.root, styles.tone[tone], className)}>
      <span className={styles.size[size]} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{text}</span>
    </span>
  );
}

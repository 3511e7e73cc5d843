import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import * as styles from './Empty.css';

export interface EmptyProps {
  /** Defaults to 暂无数据 ("no data"). */
  text?: ReactNode;
  /** Replaces the default empty-box art; pass null for none. */
  icon?: ReactNode;
  /** A button or link, e.g. 去逛逛 for the empty cart. */
  action?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

function EmptyBox() {
  return (
    <svg viewBox="0 0 64 64" className={styles.icon} aria-hidden="true" focusable="false">
      <path d="M8 24 20 10h24l12 14v28H8z" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M8 24h16l4 8h8l4-8h16" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/**
 * The empty state of a list, panel or page. Props: `text` (default 暂无数据), `icon` (default an empty box; null
 * for none), `action` (a button or link), `size` sm|md. SPEC §8 empty texts: 暂无推荐商品 (city site), 暂无数据
 * (rankings), and the empty cart text.
 */
export function Empty({ text, icon, action, size = 'md', className }: EmptyProps) {
  return (
    <div className={cx(styles.root, styles.size[size], className)}>
      {icon === undefined ? <EmptyBox /> : icon}
      <p className={styles.text}>{text ?? m['empty.noData']()}</p>
      {action}
    </div>
  );
}

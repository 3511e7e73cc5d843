import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text';
  size?: 'sm' | 'md' | 'lg';
  /** Fill the width of the container. */
  block?: boolean;
  /** Shows a spinner and blocks clicks, e.g. while an order is submitted (the send lock of §5). */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * The site button. `variant`: primary (brand red, the main action such as 立即购买), secondary (outlined) or text
 * (link-like). `size`: sm|md|lg; `block` fills the width. `loading` shows a spinner, sets aria-busy and
 * blocks clicks and form submits (a send lock against double submits) while keeping keyboard focus
 * (aria-disabled); `disabled` greys it out. Defaults to type="button".
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      // Busy is aria-disabled, not disabled: a disabled button drops keyboard focus to <body>.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={cx(styles.button({ variant, size, block }), className)}
      // While busy a click (or Enter in its form) does nothing: no double submit.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="sm" tone="inherit" /> : icon}
      <span className={styles.label}>{children}</span>
    </button>
  );
}

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { clampQuantity, isOutOfStock } from './quantity';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  value: number;
  /** Called with a valid quantity: on +/-, arrow keys, and when a typed number is committed (blur, Enter). */
  onChange: (value: number) => void;
  /** Default 1. */
  min?: number;
  /** The stock; 0 (or anything below min) shows 库存不足 and disables the control. */
  max?: number;
  /** Default 1. */
  step?: number;
  /** Accessible name of the field; default 数量. */
  label?: string;
  /** Show the label next to the control instead of only to screen readers. */
  showLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Extra hint under the control, e.g. 限购5件. */
  hint?: ReactNode;
  className?: string;
}

/**
 * The quantity field of the goods page and cart. Props: `value`, `onChange(value)`, `min` (default 1), `max`
 * (the stock), `step`, `label` (default 数量; `showLabel`), `size` sm|md, `hint`, `disabled`. − and + are
 * disabled at the bounds; only digits can be typed and the number is clamped on blur or Enter; arrow keys
 * step. A stock below `min` (e.g. 0) shows 库存不足.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  step = 1,
  label,
  showLabel = false,
  disabled = false,
  size = 'md',
  hint,
  className,
}: QuantityStepperProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const bounds = { min, max, step };
  const outOfStock = isOutOfStock(bounds);
  const inactive = disabled || outOfStock;
  const current = outOfStock ? min : clampQuantity(value, bounds);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, bounds);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft === null ? current : Number.parseInt(draft, 10));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      commit(current + step);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      commit(current - step);
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  const atMin = current <= min;
  const atMax = max !== undefined && current + step > max;
  const hintText = outOfStock
    ? m['ui.outOfStock']()
    : atMax && max !== undefined
      ? m['ui.quantityMax']({ max })
      : hint;

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className={showLabel ? styles.label : visuallyHidden}>
        {label ?? m['cart.quantity']()}
      </label>
      <div className={cx(styles.group, styles.size[size])} data-disabled={inactive || undefined}>
        <button
          type="button"
          className={styles.button}
          aria-label={m['ui.quantityDecrease']()}
          aria-controls={id}
          disabled={inactive || atMin}
          onClick={() => commit(current - step)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          className={styles.input}
          value={draft ?? String(current)}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max !== undefined && !outOfStock ? max : undefined}
          aria-describedby={hintText ? hintId : undefined}
          disabled={inactive}
          onChange={(event) => {
            const raw = event.target.value;
            // Digits only: letters, signs and decimals are refused as they are typed.
            if (/^\d*$/.test(raw)) setDraft(raw);
          }}
          onBlur={() => {
            if (draft !== null) commit(Number.parseInt(draft, 10));
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={m['ui.quantityIncrease']()}
          aria-controls={id}
          disabled={inactive || atMax}
          onClick={() => commit(current + step)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hintText && (
        <span
          id={hintId}
          className={outOfStock ? styles.warning : styles.hint}
          role={outOfStock ? 'status' : undefined}
        >
          {hintText}
        </span>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Rate.css';

export const RATE_MAX = 5;

export interface RateProps {
  /** Stars given, 0–5; readonly ratings may be fractional (4.6 shows a partly filled star). */
  value?: number;
  /** Uncontrolled start value of an editable rating. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Display only (average ratings, an existing review). */
  readOnly?: boolean;
  disabled?: boolean;
  /** Accessible name of the rating; default 评分. */
  label?: string;
  /** Show the label before the stars. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Optional words per star, e.g. 非常差…非常好, read instead of "N星". */
  texts?: readonly string[];
  className?: string;
}

function Star({ fill }: { fill: number }) {
  return (
    <span className={styles.star} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={styles.starEmpty} focusable="false">
        <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />
      </svg>
      <span className={styles.starFillClip} style={assignInlineVars({ [styles.fillVar]: `${fill * 100}%` })}>
        <svg viewBox="0 0 24 24" className={styles.starFull} focusable="false">
          <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />
        </svg>
      </span>
    </span>
  );
}

/**
 * Star rating 1–5. Editable: a radio group of native radios (arrow keys change the value, Tab leaves);
 * read-only: one image read as "4.6星，满分5星", fractional stars partly filled. Props: `value` + `onChange` or
 * `defaultValue`, `readOnly`, `disabled`, `label` (default 评分; `showLabel`), `size` sm|md|lg, `texts` (words
 * per star, e.g. 非常差…非常好).
 */
export function Rate({
  value,
  defaultValue = 0,
  onChange,
  readOnly = false,
  disabled = false,
  label,
  showLabel = false,
  size = 'md',
  texts,
  className,
}: RateProps) {
  const id = useId();
  const [inner, setInner] = useState(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const current = Math.min(Math.max(value ?? inner, 0), RATE_MAX);
  const name = label ?? m['ui.rate']();
  const starText = (count: number) => texts?.[count - 1] ?? m['ui.rateStar']({ count });

  if (readOnly) {
    const rounded = Math.round(current * 10) / 10;
    return (
      <span className={cx(styles.root, styles.size[size], className)}>
        {showLabel && <span className={styles.label}>{name}</span>}
        <span
          role="img"
          aria-label={`${name} ${m['ui.rateValue']({ value: rounded, max: RATE_MAX })}`}
          className={styles.stars}
        >
          {Array.from({ length: RATE_MAX }, (_, i) => (
            <Star key={i} fill={Math.min(Math.max(current - i, 0), 1)} />
          ))}
        </span>
      </span>
    );
  }

  const shown = hover ?? current;
  const select = (next: number) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <div className={cx(styles.root, styles.size[size], className)}>
      {showLabel && (
        <span id={`${id}-label`} className={styles.label}>
          {name}
        </span>
      )}
      <div
        role="radiogroup"
        aria-label={showLabel ? undefined : name}
        aria-labelledby={showLabel ? `${id}-label` : undefined}
        aria-disabled={disabled || undefined}
        className={styles.stars}
        onMouseLeave={() => setHover(null)}
      >
        {Array.from({ length: RATE_MAX }, (_, i) => {
          const count = i + 1;
          return (
            <label
              key={count}
              className={cx(styles.option, disabled && styles.optionDisabled)}
              onMouseEnter={() => !disabled && setHover(count)}
            >
              <input
                type="radio"
                name={id}
                value={count}
                checked={current === count}
                disabled={disabled}
                className={cx(visuallyHidden, styles.radio)}
                onChange={() => select(count)}
              />
              <Star fill={shown >= count ? 1 : 0} />
              <span className={visuallyHidden}>{starText(count)}</span>
            </label>
          );
        })}
      </div>
      {texts && shown > 0 && (
        <span className={styles.text} aria-hidden="true">
          {texts[Math.ceil(shown) - 1]}
        </span>
      )}
    </div>
  );
}

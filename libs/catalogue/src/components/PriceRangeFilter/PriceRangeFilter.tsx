import { useId, useState, type FormEvent } from 'react';
import { Button, Inline, visuallyHidden } from '@mall/ui';
import { m } from '@mall/i18n';
import { validatePriceRange } from '../../logic/priceRange';
import * as styles from './PriceRangeFilter.css';

export interface PriceRangeFilterProps {
  /** The applied bounds (yuan strings), null when unset. */
  min: string | null;
  max: string | null;
  /** Called with valid bounds (null = no bound). */
  onApply: (min: string | null, max: string | null) => void;
}

/**
 * Two price fields (最低价 – 最高价) with validation: ≥ 0, at most 2 decimals, min ≤ max.
 *
 * The price range of the /list filter bar. Props: `min`, `max` (applied yuan bounds or null) and
 * `onApply(min, max)`. Prices must be at least 0 with at most 2 decimals and the minimum not above the
 * maximum; an invalid entry shows an alert and applies nothing. 清除 removes both bounds. States: empty,
 * applied, invalid entry.
 */
export function PriceRangeFilter({ min, max, onApply }: PriceRangeFilterProps) {
  const id = useId();
  const [minText, setMinText] = useState(min ?? '');
  const [maxText, setMaxText] = useState(max ?? '');
  const [error, setError] = useState<{ message: string; field: 'min' | 'max' | null } | null>(null);
  // The URL may change under us (back/forward): follow it.
  const [applied, setApplied] = useState(`${min}|${max}`);
  if (applied !== `${min}|${max}`) {
    setApplied(`${min}|${max}`);
    setMinText(min ?? '');
    setMaxText(max ?? '');
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePriceRange(minText, maxText);
    if (result.error) {
      setError({
        message: (result.error === 'order' ? m['catalogue.priceOrder']() : m['catalogue.priceInvalid']()),
        field: result.field,
      });
      return;
    }
    setError(null);
    onApply(result.min, result.max);
  };

  const errorId = `${id}-error`;
  const invalid = (field: 'min' | 'max') => (error && (error.field === field || error.field === null) ? true : undefined);
  return (
    <Inline as="form" space="xs" onSubmit={submit} noValidate aria-label={m['catalogue.price']()}>
      <label htmlFor={`${id}-min`} className={visuallyHidden}>
        {m['catalogue.priceMin']()}
      </label>
      <input
        id={`${id}-min`}
        className={styles.input}
        inputMode="decimal"
        placeholder={m['catalogue.priceMin']()}
        value={minText}
        onChange={(e) => setMinText(e.target.value)}
        aria-invalid={invalid('min')}
        aria-describedby={error ? errorId : undefined}
      />
      <span aria-hidden="true">-</span>
      <label htmlFor={`${id}-max`} className={visuallyHidden}>
        {m['catalogue.priceMax']()}
      </label>
      <input
        id={`${id}-max`}
        className={styles.input}
        inputMode="decimal"
        placeholder={m['catalogue.priceMax']()}
        value={maxText}
        onChange={(e) => setMaxText(e.target.value)}
        aria-invalid={invalid('max')}
        aria-describedby={error ? errorId : undefined}
      />
      <Button type="submit" size="sm" variant="secondary">
        {m['catalogue.priceApply']()}
      </Button>
      {(min !== null || max !== null) && (
        <Button size="sm" variant="text" onClick={() => onApply(null, null)}>
          {m['catalogue.priceClear']()}
        </Button>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
    </Inline>
  );
}

import {
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { countChars, truncateChars } from './charCount';
import { describedBy, FieldFrame, useFieldIds } from '../Field/Field';
import * as styles from './Textarea.css';

export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'maxLength' | 'value' | 'defaultValue'
> {
  /** Always required for accessibility; hide it visually with hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Controlled text; or `defaultValue` for uncontrolled use. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text (already cut to maxLength). */
  onValueChange?: (value: string) => void;
  /**
   * Most characters allowed, counted as a reader counts them (one per 汉字 or emoji), and shown as
   * a 12/200 counter. Enforced after IME composition ends, so pinyin input is not cut mid-word.
   */
  maxLength?: number;
  hint?: ReactNode;
  /** An error message; marks the field invalid and is read with it. */
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line field with a 12/200 counter. Props: `label` (required; `hideLabel`), `value` +
 * `onValueChange` or `defaultValue`, `maxLength` (counted in characters as a reader counts them: one per 汉字,
 * 𠮷 or emoji, not UTF-16 units; longer input is cut, but only after an IME finishes composing), `hint`,
 * `error`, `rows`, and any textarea attribute. The count is read with the field ("已输入12个字，最多200个字").
 */
export function Textarea({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  maxLength,
  hint,
  error,
  id,
  className,
  rows = 4,
  ...rest
}: TextareaProps) {
  const { fieldId, hintId, errorId } = useFieldIds(id);
  const countId = `${fieldId}-count`;
  const [inner, setInner] = useState(defaultValue);
  const [composing, setComposing] = useState(false);
  const text = value ?? inner;
  const count = countChars(text);

  const commit = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const raw = event.target.value;
    commit(!composing && maxLength !== undefined ? truncateChars(raw, maxLength) : raw);
    onChange?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => {
    setComposing(false);
    if (maxLength !== undefined) {
      const cut = truncateChars(event.currentTarget.value, maxLength);
      if (cut !== event.currentTarget.value) commit(cut);
    }
    onCompositionEnd?.(event);
  };

  return (
    <FieldFrame fieldId={fieldId} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      <div
        className={styles.box}
        data-disabled={rest.disabled || undefined}
        data-invalid={error ? true : undefined}
      >
        <textarea
          {...rest}
          id={fieldId}
          rows={rows}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, maxLength !== undefined && countId, error ? errorId : null)}
          className={styles.textarea}
          onChange={handleChange}
          onCompositionStart={(event) => {
            setComposing(true);
            onCompositionStart?.(event);
          }}
          onCompositionEnd={handleCompositionEnd}
        />
        {maxLength !== undefined && (
          <span id={countId} className={cx(styles.counter, count >= maxLength && styles.counterFull)}>
            <span aria-hidden="true">
              {count}/{maxLength}
            </span>
            <span className={visuallyHidden}>{m['ui.charCount']({ count, max: maxLength })}</span>
          </span>
        )}
      </div>
    </FieldFrame>
  );
}

import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { describedBy, FieldFrame, useFieldIds } from '../Field/Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** Always required for accessibility; hide it visually with hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  /** The choices; or pass <option> children. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as 请选择; default 请选择, `false` for none. */
  placeholder?: string | false;
  hint?: ReactNode;
  /** An error message; marks the field invalid and is read with it. */
  error?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native <select> styled like Input (the browser gives keyboard and screen-reader support). Props: `label`
 * (required; `hideLabel`), `options` ({value, label, disabled?}) or <option> children, `placeholder` (default
 * 请选择, false for none), `hint`, `error`, `size` sm|md|lg, and any select attribute.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  hint,
  error,
  size = 'md',
  id,
  className,
  children,
  ...rest
}: SelectProps) {
  const { fieldId: selectId, hintId, errorId } = useFieldIds(id);
  return (
    <FieldFrame
      fieldId={selectId}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={cx(styles.field, className)}
    >
      <span className={styles.control}>
        <select
          {...rest}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          className={cx(styles.select, styles.size[size])}
        >
          {placeholder !== false && <option value="">{placeholder ?? m['ui.selectPlaceholder']()}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <span className={styles.arrow} aria-hidden="true" />
      </span>
    </FieldFrame>
  );
}

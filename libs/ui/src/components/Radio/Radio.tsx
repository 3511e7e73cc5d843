import { createContext, useContext, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as checkStyles from '../Checkbox/Checkbox.css';
import * as styles from './Radio.css';

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  disabled: boolean;
  select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  value: string;
  label: ReactNode;
}

/** A native radio button with a label. Inside a RadioGroup it takes name and checked from the group. */
export function Radio({ value, label, id, className, disabled, onChange, ...rest }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const autoId = useId();
  const inputId = id ?? autoId;
  const isDisabled = Boolean(disabled || group?.disabled);
  const groupProps = group
    ? { name: group.name, checked: group.value === value, onChange: () => group.select(value) }
    : { onChange };
  return (
    <label htmlFor={inputId} className={cx(checkStyles.root, isDisabled && checkStyles.disabled, className)}>
      <input
        {...rest}
        {...groupProps}
        id={inputId}
        type="radio"
        value={value}
        disabled={isDisabled}
        className={checkStyles.input}
      />
      <span className={checkStyles.label}>{label}</span>
    </label>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible name (a legend). */
  label: ReactNode;
  hideLabel?: boolean;
  /** The radios; or pass <Radio> children. */
  options?: readonly RadioOption[];
  children?: ReactNode;
  /** Controlled value; or `defaultValue` for uncontrolled use. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Form field name; generated when omitted. */
  name?: string;
  disabled?: boolean;
  /** An error message, read with the group. */
  error?: ReactNode;
  direction?: 'row' | 'column';
  className?: string;
}

/**
 * A labelled group of native radios (role radiogroup; arrow keys move the choice). Props: `label` (legend;
 * `hideLabel`), `options` ({value, label, disabled?}) or `<Radio value label>` children, `value` + `onChange`
 * or `defaultValue`, `name`, `disabled`, `error`, `direction` row|column. `Radio` also works alone with any
 * input attribute.
 */
export function RadioGroup({
  label,
  hideLabel = false,
  options,
  children,
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  error,
  direction = 'row',
  className,
}: RadioGroupProps) {
  const autoId = useId();
  const [inner, setInner] = useState(defaultValue);
  const current = value !== undefined ? value : inner;
  const context: RadioGroupContextValue = {
    name: name ?? autoId,
    value: current,
    disabled,
    select: (next) => {
      if (value === undefined) setInner(next);
      onChange?.(next);
    },
  };
  const legendId = `${autoId}-legend`;
  const errorId = `${autoId}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className={cx(styles.group, className)}
      disabled={disabled}
    >
      <legend id={legendId} className={hideLabel ? styles.hiddenLegend : styles.legend}>
        {label}
      </legend>
      <div className={styles.direction[direction]}>
        <RadioGroupContext.Provider value={context}>
          {options?.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} disabled={option.disabled} />
          ))}
          {children}
        </RadioGroupContext.Provider>
      </div>
      {error && (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

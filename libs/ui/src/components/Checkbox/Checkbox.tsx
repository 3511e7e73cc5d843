import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label; the whole row is clickable. */
  label: ReactNode;
  /** The mixed state of a 全选 box when only some rows are chosen; read as "mixed". */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label, in the brand colour. Props: `label` (required), `indeterminate` (the
 * mixed 全选 state when only some cart rows are chosen; read as "mixed"), `ref`, and any input attribute
 * (`checked`/`defaultChecked`, `onChange`, `disabled`, `name`).
 */
export function Checkbox({ label, indeterminate = false, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // `indeterminate` is a property, not an attribute: set at commit (the callback is new on every
  // render, so React calls it again), so the mixed state is there at the first paint, not an effect later.
  const setRef = (node: HTMLInputElement | null) => {
    if (node) node.indeterminate = indeterminate;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <label htmlFor={inputId} className={cx(styles.root, rest.disabled && styles.disabled, className)}>
      <input {...rest} ref={setRef} id={inputId} type="checkbox" className={styles.input} />
      <span className={styles.label}>{label}</span>
    </label>
  );
}

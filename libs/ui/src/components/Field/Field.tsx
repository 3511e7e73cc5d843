// The frame Input, Select and Textarea share: a label tied to the control, then the control, then
// the hint and the error texts the control names in aria-describedby.
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Field.css';

/** The ids of a field: the control's (`id`, or a generated one) and of its hint and error texts. */
export function useFieldIds(id: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
}

/** aria-describedby of the texts that are shown, in order; undefined when none is. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

export interface FieldFrameProps {
  /** The control's id (from useFieldIds). */
  fieldId: string;
  label: ReactNode;
  hideLabel: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The control. */
  children: ReactNode;
}

export function FieldFrame({ fieldId, label, hideLabel, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={fieldId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

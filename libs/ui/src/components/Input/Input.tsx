import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract/constants';
import { normalizeKeyword } from '@mall/rest-contract/keyword';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { describedBy, FieldFrame, useFieldIds } from '../Field/Field';
import * as styles from './Input.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Always required for accessibility; hide it visually with hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** An error message; marks the field invalid and is read with it. */
  error?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * `Input`: a labelled text field. Props: `label` (required; `hideLabel` hides it visually), `hint`, `error`
 * (sets aria-invalid and is read with the field), `size` sm|md|lg, and any input attribute. `SearchInput`:
 * the header search box in a search landmark; `onSearch(keyword)` receives the keyword trimmed and cut to 50
 * characters (SPEC §5); `placeholder`, `label`, `buttonText`, `defaultValue`.
 */
export function Input({ label, hideLabel = false, hint, error, size = 'md', id, className, ...rest }: InputProps) {
  const { fieldId: inputId, hintId, errorId } = useFieldIds(id);
  return (
    <FieldFrame fieldId={inputId} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      <input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        className={cx(styles.input, styles.size[size])}
      />
    </FieldFrame>
  );
}

/** SPEC §5: a search keyword is trimmed and limited to 50 characters (the one normaliser). */
export { normalizeKeyword } from '@mall/rest-contract/keyword';

export interface SearchInputProps {
  /** Receives the trimmed keyword (at most 50 characters); may be '' to search everything. */
  onSearch: (keyword: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Accessible name of the field; default 搜索关键词. */
  label?: string;
  /** Text of the submit button; default 搜索. */
  buttonText?: string;
  className?: string;
}

/** The header search box: a field and a 搜索 button inside a search landmark. */
export function SearchInput({ onSearch, defaultValue = '', placeholder, label, buttonText, className }: SearchInputProps) {
  const [value, setValue] = useState(defaultValue);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = normalizeKeyword(value);
    setValue(keyword);
    onSearch(keyword);
  };
  return (
    <form role="search" className={cx(styles.search, className)} onSubmit={submit}>
      <label htmlFor={id} className={visuallyHidden}>
        {label ?? m['search.label']()}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={placeholder ?? m['search.placeholder']()}
        className={styles.searchInput}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {buttonText ?? m['search.submit']()}
      </button>
    </form>
  );
}

import type { Message } from '@mall/i18n';
import { Select, type SelectOption } from '@mall/ui';
import * as shared from './styles.css';

/**
 * A checkout choice of "none" or one id (a coupon, an invoice title): the `empty` message when there
 * is nothing to choose, else a select (named by `label`) whose first option (value '') is the `none`
 * message, "不使用…".
 */
export function ChoiceSelect({
  label,
  empty,
  none,
  options,
  value,
  onChange,
  disabled,
}: {
  label: Message;
  empty: Message;
  none: Message;
  options: SelectOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
}) {
  if (options.length === 0) return <p className={shared.muted}>{empty()}</p>;
  return (
    <Select
      label={label()}
      hideLabel
      placeholder={false}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      options={[{ value: '', label: none() }, ...options]}
    />
  );
}

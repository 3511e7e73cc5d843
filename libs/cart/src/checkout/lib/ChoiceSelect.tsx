import { useT, type TranslationKey } from '@mall/i18n';
import { Select, type SelectOption } from '@mall/ui';
import * as shared from './styles.css';

/**
 * A checkout choice of "none" or one id (a coupon, an invoice title): `emptyKey`'s text when there is
 * nothing to choose, else a select whose first option (value '') is `noneKey`'s "不使用…".
 */
export function ChoiceSelect({
  labelKey,
  emptyKey,
  noneKey,
  options,
  value,
  onChange,
  disabled,
}: {
  labelKey: TranslationKey;
  emptyKey: TranslationKey;
  noneKey: TranslationKey;
  options: SelectOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
}) {
  const t = useT();
  if (options.length === 0) return <p className={shared.muted}>{t(emptyKey)}</p>;
  return (
    <Select
      label={t(labelKey)}
      hideLabel
      placeholder={false}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      options={[{ value: '', label: t(noneKey) }, ...options]}
    />
  );
}

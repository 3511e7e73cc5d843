import type { AddressInput } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Cascader, type CascaderOption, Checkbox, cx, Input } from '@mall/ui';
import { validateAddress, type AddressValues } from '../../lib/validation';
import { CitySearch, type CityMatch } from '../CitySearch/CitySearch';
import * as styles from './AddressForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';

/** One step of the region cascade as the API answers it. */
export interface RegionItem {
  id: number;
  name: string;
  hasChildren: boolean;
}

export interface AddressFormInitial {
  name: string;
  mobile: string;
  telephone: string;
  provinceId: number;
  cityId: number;
  districtId: number;
  address: string;
  isDefault: boolean;
}

export interface AddressFormProps {
  /** The address being edited; empty for a new one. */
  initial?: AddressFormInitial;
  /** Regions under `pid` (0 = provinces): the region calls, one level at a time. */
  loadRegions: (pid: number) => Promise<readonly RegionItem[]>;
  /** Cities by part of their name: shows 快速选择城市 above the cascade (the address book's form). */
  searchCities?: (keyword: string) => Promise<readonly CityMatch[]>;
  /** Receives the checked input; only called when every field is valid. */
  onSubmit: (input: AddressInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  /**
   * `compact`: the checkout's new-address form (/payment): receiver and mobile side by side, no
   * telephone or default, the checkout's wording and a 保存并使用 button. `full` (default): the centre's.
   */
  variant?: 'full' | 'compact';
}

const regionIds = (i?: AddressFormInitial) =>
  i ? [i.provinceId, i.cityId, i.districtId].filter((id) => id > 0).map(String) : [];

/**
 * Adds or edits a delivery address (/member/address_edit). Props: `initial` (the address being edited),
 * `loadRegions(pid)` (the region calls: provinces for 0, then cities, then districts), `searchCities` (adds
 * 快速选择城市, which fills province and city), `onSubmit(input)`
 * (only with valid input), `onCancel`, `submitting`, `error` (the server's refusal). Rules: receiver 1-32
 * characters, phone of SPEC §5, a complete province/city/district, street 2-120 characters. States: new,
 * editing (including a long Xinjiang address), submitting, server error, invalid input.
 */
export function AddressForm({ initial, loadRegions, searchCities, onSubmit, onCancel, submitting = false, error, variant = 'full' }: AddressFormProps) {
  const compact = variant === 'compact';
  // The checkout keeps its own wording (placeholders, length messages) under checkout.address.
  const words = compact
    ? {
        name: m['checkout.address.name'](),
        namePlaceholder: m['checkout.address.namePlaceholder'](),
        mobile: m['checkout.address.mobile'](),
        region: m['checkout.address.region'](),
        detail: m['checkout.address.detail'](),
        detailPlaceholder: m['checkout.address.detailPlaceholder'](),
        form: m['checkout.address.formTitle'](),
      }
    : {
        name: m['member.address.name'](),
        namePlaceholder: m['member.address.namePlaceholder'](),
        mobile: m['member.address.mobile'](),
        region: m['member.address.region'](),
        detail: m['member.address.detail'](),
        detailPlaceholder: m['member.address.detailPlaceholder'](),
        form: initial ? m['member.address.edit']() : m['member.address.add'](),
      };
  const { values, setValues, errors, text, check, submitWith } = useForm<
    AddressValues,
    'name' | 'mobile' | 'telephone' | 'region' | 'address'
  >({
    name: initial?.name ?? '',
    mobile: initial?.mobile ?? '',
    telephone: initial?.telephone ?? '',
    region: regionIds(initial),
    regionComplete: Boolean(initial && initial.provinceId > 0),
    address: initial?.address ?? '',
    isDefault: initial?.isDefault ?? false,
  });

  const loadChildren = async (parent: CascaderOption | null): Promise<CascaderOption[]> => {
    const list = await loadRegions(parent ? Number(parent.id) : 0);
    return list.map((r) => ({ id: String(r.id), label: r.name, isLeaf: !r.hasChildren }));
  };

  // A city picked from the search fills province and city; it is complete when it has no districts.
  const pickCity = (city: CityMatch) => {
    const region = [String(city.provinceId), String(city.id)];
    setValues((v) => ({ ...v, region, regionComplete: false }));
    loadRegions(city.id).then(
      (districts) => setValues((v) => (v.region.join() === region.join() ? { ...v, regionComplete: districts.length === 0 } : v)),
      () => undefined,
    );
  };

  const submit = submitWith(
    (values) => validateAddress(values, compact ? 'checkout' : 'member'),
    (values) => {
      const [provinceId, cityId, districtId] = values.region.map(Number);
      const input: AddressInput = {
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        provinceId: provinceId ?? 0,
        cityId: cityId ?? 0,
        districtId: districtId ?? 0,
        address: values.address.trim(),
      };
      onSubmit(compact ? input : { ...input, telephone: values.telephone.trim(), isDefault: values.isDefault });
    },
  );

  const receiver = (
    <>
      <Input label={words.name} placeholder={words.namePlaceholder} required {...text('name')} />
      <Input label={words.mobile} inputMode="numeric" maxLength={11} required {...text('mobile')} />
    </>
  );

  return (
    <form className={compact ? styles.compact : cx(shared.form, styles.frame)} onSubmit={submit} noValidate aria-label={words.form}>
      {compact ? <Box display="grid" gap="md" className={styles.compactRow}>{receiver}</Box> : receiver}
      {!compact && (
        <Input label={m['member.address.telephone']()} {...text('telephone')} />
      )}
      {searchCities && <CitySearch searchCities={searchCities} onPick={pickCity} />}
      <Cascader
        label={words.region}
        value={values.region}
        loadChildren={loadChildren}
        error={errors.region}
        onChange={(ids, selected) =>
          setValues((v) => ({
            ...v,
            region: ids,
            regionComplete: selected.length === 3 || Boolean(selected.at(-1)?.isLeaf),
          }))
        }
      />
      <Input label={words.detail} placeholder={words.detailPlaceholder} required {...text('address')} />
      {!compact && (
        <Checkbox label={m['member.address.setDefault']()} {...check('isDefault')} />
      )}
      <FormFooter
        error={error}
        submitting={submitting}
        submitLabel={compact ? m['checkout.address.save']() : m['common.save']()}
        onCancel={onCancel}
        errorClassName={compact ? styles.compactError : undefined}
      />
    </form>
  );
}

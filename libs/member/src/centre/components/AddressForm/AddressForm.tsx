import { useState, type FormEvent } from 'react';
import type { AddressInput } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Cascader, Checkbox, Input, cx, type CascaderOption } from '@mall/ui';
import { hasErrors, validateAddress, type AddressValues, type FormErrors } from '../../lib/validation';
import * as shared from '../../lib/styles.css';
import { FormFooter } from '../../lib/FormFooter';
import * as styles from './AddressForm.css';

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

/** Add or edit a delivery address: receiver, phone (SPEC §5), province/city/district, street, default. */
export function AddressForm({ initial, loadRegions, onSubmit, onCancel, submitting = false, error, variant = 'full' }: AddressFormProps) {
  const t = useT();
  const compact = variant === 'compact';
  // The checkout keeps its own wording (placeholders, length messages) under checkout.address.
  const text = compact
    ? {
        name: t('checkout.address.name'),
        namePlaceholder: t('checkout.address.namePlaceholder'),
        mobile: t('checkout.address.mobile'),
        region: t('checkout.address.region'),
        detail: t('checkout.address.detail'),
        detailPlaceholder: t('checkout.address.detailPlaceholder'),
        form: t('checkout.address.formTitle'),
      }
    : {
        name: t('member.address.name'),
        namePlaceholder: t('member.address.namePlaceholder'),
        mobile: t('member.address.mobile'),
        region: t('member.address.region'),
        detail: t('member.address.detail'),
        detailPlaceholder: t('member.address.detailPlaceholder'),
        form: initial ? t('member.address.edit') : t('member.address.add'),
      };
  const [values, setValues] = useState<AddressValues>({
    name: initial?.name ?? '',
    mobile: initial?.mobile ?? '',
    telephone: initial?.telephone ?? '',
    region: regionIds(initial),
    regionComplete: Boolean(initial && initial.provinceId > 0),
    address: initial?.address ?? '',
    isDefault: initial?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<FormErrors<'name' | 'mobile' | 'telephone' | 'region' | 'address'>>({});
  const set = <K extends keyof AddressValues>(key: K, value: AddressValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const loadChildren = async (parent: CascaderOption | null): Promise<CascaderOption[]> => {
    const list = await loadRegions(parent ? Number(parent.id) : 0);
    return list.map((r) => ({ id: String(r.id), label: r.name, isLeaf: !r.hasChildren }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values, compact ? 'checkout' : 'member');
    setErrors(found);
    if (hasErrors(found)) return;
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
  };

  const receiver = (
    <>
      <Input
        label={text.name}
        name="name"
        placeholder={text.namePlaceholder}
        value={values.name}
        error={errors.name}
        required
        onChange={(e) => set('name', e.target.value)}
      />
      <Input
        label={text.mobile}
        name="mobile"
        inputMode="numeric"
        maxLength={11}
        value={values.mobile}
        error={errors.mobile}
        required
        onChange={(e) => set('mobile', e.target.value)}
      />
    </>
  );

  return (
    <form className={compact ? styles.compact : cx(shared.form, styles.frame)} onSubmit={submit} noValidate aria-label={text.form}>
      {compact ? <div className={styles.compactRow}>{receiver}</div> : receiver}
      {!compact && (
        <Input
          label={t('member.address.telephone')}
          name="telephone"
          value={values.telephone}
          error={errors.telephone}
          onChange={(e) => set('telephone', e.target.value)}
        />
      )}
      <Cascader
        label={text.region}
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
      <Input
        label={text.detail}
        name="address"
        placeholder={text.detailPlaceholder}
        value={values.address}
        error={errors.address}
        required
        onChange={(e) => set('address', e.target.value)}
      />
      {!compact && (
        <Checkbox
          label={t('member.address.setDefault')}
          name="isDefault"
          checked={values.isDefault}
          onChange={(e) => set('isDefault', e.target.checked)}
        />
      )}
      <FormFooter
        error={error}
        submitting={submitting}
        submitLabel={compact ? t('checkout.address.save') : t('common.save')}
        onCancel={onCancel}
        errorClassName={compact ? styles.compactError : undefined}
      />
    </form>
  );
}

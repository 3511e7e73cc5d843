import { useState, type FormEvent } from 'react';
import type { AddressInput } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Cascader, Inline, Input, type CascaderOption } from '@mall/ui';
import { validateNewAddress, type NewAddressErrors, type NewAddressValues } from '../../lib/validation';
import * as shared from '../../lib/styles.css';
import * as styles from './AddressQuickForm.css';

/** One step of the region cascade as the API answers it. */
export interface RegionItem {
  id: number;
  name: string;
  hasChildren: boolean;
}

export interface AddressQuickFormProps {
  /** Regions under `pid` (0 = provinces), one level at a time. */
  loadRegions: (pid: number) => Promise<readonly RegionItem[]>;
  /** Receives the checked input; only called when every field is valid. */
  onSubmit: (input: AddressInput) => void;
  /** Absent when the form cannot be left (the member has no address yet). */
  onCancel?: () => void;
  submitting?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
}

const empty: NewAddressValues = { name: '', mobile: '', region: [], regionComplete: false, address: '' };

/**
 * The checkout's compact new-address form (the member centre's AddressForm is not exported by
 * @mall/member): receiver, mobile (SPEC §5), province/city/district, street.
 */
export function AddressQuickForm({ loadRegions, onSubmit, onCancel, submitting = false, error }: AddressQuickFormProps) {
  const t = useT();
  const [values, setValues] = useState<NewAddressValues>(empty);
  const [errors, setErrors] = useState<NewAddressErrors>({});
  const set = <K extends keyof NewAddressValues>(key: K, value: NewAddressValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const loadChildren = async (parent: CascaderOption | null): Promise<CascaderOption[]> => {
    const list = await loadRegions(parent ? Number(parent.id) : 0);
    return list.map((r) => ({ id: String(r.id), label: r.name, isLeaf: !r.hasChildren }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [provinceId, cityId, districtId] = values.region.map(Number);
    onSubmit({
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      provinceId: provinceId ?? 0,
      cityId: cityId ?? 0,
      districtId: districtId ?? 0,
      address: values.address.trim(),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('checkout.address.formTitle')}>
      <div className={styles.row}>
        <Input
          label={t('checkout.address.name')}
          name="name"
          placeholder={t('checkout.address.namePlaceholder')}
          value={values.name}
          error={errors.name}
          required
          onChange={(e) => set('name', e.target.value)}
        />
        <Input
          label={t('checkout.address.mobile')}
          name="mobile"
          inputMode="numeric"
          maxLength={11}
          value={values.mobile}
          error={errors.mobile}
          required
          onChange={(e) => set('mobile', e.target.value)}
        />
      </div>
      <Cascader
        label={t('checkout.address.region')}
        value={values.region}
        loadChildren={loadChildren}
        error={errors.region}
        onChange={(ids, selected) =>
          setValues((v) => ({ ...v, region: ids, regionComplete: selected.length === 3 || Boolean(selected.at(-1)?.isLeaf) }))
        }
      />
      <Input
        label={t('checkout.address.detail')}
        name="address"
        placeholder={t('checkout.address.detailPlaceholder')}
        value={values.address}
        error={errors.address}
        required
        onChange={(e) => set('address', e.target.value)}
      />
      {error && (
        <p role="alert" className={shared.error}>
          {error}
        </p>
      )}
      <Inline space="sm">
        <Button type="submit" loading={submitting}>
          {t('checkout.address.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </Inline>
    </form>
  );
}

import { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, ADDRESS_NAME_MAX, PHONE_PATTERN } from '@mall/rest-contract/constants';
import { t } from '@mall/i18n';

/**
 * Checks of the inline new-address form before it is sent; mall-api checks the same rules again.
 * Limits are those of rest-contract's address schema.
 */
export { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, ADDRESS_NAME_MAX };

export interface NewAddressValues {
  name: string;
  mobile: string;
  /** Region ids chosen in the cascader, province first. */
  region: string[];
  /** Whether the last chosen region has no further level. */
  regionComplete: boolean;
  address: string;
}

export type NewAddressErrors = Partial<Record<'name' | 'mobile' | 'region' | 'address', string>>;

const chars = (s: string) => [...s.trim()].length;

export function validateNewAddress(v: NewAddressValues): NewAddressErrors {
  const errors: NewAddressErrors = {};
  if (chars(v.name) === 0) errors.name = t('error.required', { field: t('checkout.address.name') });
  else if (chars(v.name) > ADDRESS_NAME_MAX) errors.name = t('checkout.address.nameTooLong', { max: ADDRESS_NAME_MAX });
  if (!PHONE_PATTERN.test(v.mobile.trim())) errors.mobile = t('error.phoneInvalid');
  if (v.region.length === 0 || !v.regionComplete) errors.region = t('checkout.address.regionRequired');
  const detail = chars(v.address);
  if (detail < ADDRESS_DETAIL_MIN || detail > ADDRESS_DETAIL_MAX)
    errors.address = t('checkout.address.detailLength', { min: ADDRESS_DETAIL_MIN, max: ADDRESS_DETAIL_MAX });
  return errors;
}

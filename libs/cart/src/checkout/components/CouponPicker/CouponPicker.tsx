import { m } from '@mall/i18n';
import { ChoiceSelect } from '../../lib/ChoiceSelect';
import type { CheckoutCouponOption } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import { Section } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export interface CouponPickerProps {
  /** The member's coupons as the calculation judged them (usable or with the reason why not). */
  coupons: readonly CheckoutCouponOption[];
  /** The chosen coupon; null for 不使用优惠券. */
  value: number | null;
  onChange: (couponId: number | null) => void;
  disabled?: boolean;
}

/**
 * 优惠券 of the checkout page: a select of the coupons the calculation judged usable (with the money each takes
 * off), 不使用优惠券 first, and unusable ones disabled with the reason. Props: `coupons`, `value` (couponId or
 * null), `onChange(id | null)`, `disabled`. A change makes the page recalculate. States: coupons, none, one
 * chosen, long names, disabled while submitting.
 */
export function CouponPicker({ coupons, value, onChange, disabled = false }: CouponPickerProps) {
  const usable = coupons.filter((c) => c.usable);
  return (
    <Section
      title={m['checkout.coupon.heading']()}
      extra={usable.length > 0 && <span className={shared.muted}>{m['checkout.coupon.count']({ count: usable.length })}</span>}
    >
      <ChoiceSelect
        label={m['checkout.coupon.label']}
        empty={m['checkout.coupon.empty']}
        none={m['checkout.coupon.none']}
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={[
          ...usable.map((c) => ({
            value: String(c.couponId),
            label: m['checkout.coupon.option']({ name: c.couponName, money: fenToYuan(c.discountMoney) }),
          })),
          ...coupons
            .filter((c) => !c.usable)
            .map((c) => ({
              value: String(c.couponId),
              label: m['checkout.coupon.unusable']({ name: c.couponName, reason: c.reason }),
              disabled: true,
            })),
        ]}
      />
    </Section>
  );
}

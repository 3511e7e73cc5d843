import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { VOUCHER_ORDER_MAX_YUAN } from '@mall/rest-contract/org-limits';
import { Button, Inline, Input } from '@mall/ui';

export interface BuyVoucherFormProps {
  onSubmit: (amount: string) => void;
  pending?: boolean;
  error?: string | null;
}

/** A yuan amount above 0 with at most 2 decimals, up to VOUCHER_ORDER_MAX_YUAN. */
export function validAmount(s: string): boolean {
  const v = s.trim();
  return /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= VOUCHER_ORDER_MAX_YUAN;
}

/**
 * Buy voucher stock: the amount in yuan, then the order is paid on /member/buyCouponPay.
 *
 * 购买消费券额度：输入金额（元，最多两位小数）后提交订单，再到 /member/buyCouponPay 支付。props：onSubmit(amount)，pending 提交中，error
 * 服务端拒绝原因。状态：空、金额错误、提交中、服务端错误。
 */
export function BuyVoucherForm({ onSubmit, pending = false, error }: BuyVoucherFormProps) {
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const bad = !validAmount(amount);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!bad) onSubmit(amount.trim());
  };
  return (
    <Inline as="form" space="sm" alignY="flex-end" onSubmit={submit} noValidate aria-label={m['orgVoucher.voucher.buy']()}>
      <Input label={m['orgVoucher.voucher.buyAmount']()} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" error={touched && bad ? m['orgVoucher.voucher.amountInvalid']() : error ?? undefined} />
      <Button type="submit" disabled={pending}>
        {m['orgVoucher.voucher.buySubmit']()}
      </Button>
    </Inline>
  );
}

import { useState, type FormEvent } from 'react';
import { useT } from '@mall/i18n';
import { Button, Input, RadioGroup } from '@mall/ui';
import * as styles from './InvoiceForm.css';

export interface InvoiceFormValue {
  invoiceTitle: string;
  taxNumber: string;
  invoiceType: 1 | 2;
  email: string;
}

export interface InvoiceFormProps {
  /** The paid voucher order(s) invoiced, yuan. */
  amount: string;
  onSubmit: (value: InvoiceFormValue) => void;
  onCancel: () => void;
  pending?: boolean;
  error?: string | null;
}

const TAX = /^[0-9A-Z]{15,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An invoice request for a paid voucher purchase: title, tax number, type, e-mail.
 *
 * 消费券订单开票申请（/fupin/api/VoucherInvoice/apply）。props：amount 开票金额（元），onSubmit 校验通过后提交（抬头、税号、类型、邮箱），onCancel
 * 取消，pending 提交中，error 服务端拒绝原因。状态：空、校验错误、服务端错误。
 */
export function InvoiceForm({ amount, onSubmit, onCancel, pending = false, error }: InvoiceFormProps) {
  const t = useT();
  const [v, setV] = useState<InvoiceFormValue>({ invoiceTitle: '', taxNumber: '', invoiceType: 1, email: '' });
  const [touched, setTouched] = useState(false);
  const titleLen = [...v.invoiceTitle.trim()].length;
  const bad = { title: titleLen < 2 || titleLen > 64, tax: !TAX.test(v.taxNumber.trim()), email: v.email.trim() !== '' && !EMAIL.test(v.email.trim()) };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (bad.title || bad.tax || bad.email) return;
    onSubmit({ invoiceTitle: v.invoiceTitle.trim(), taxNumber: v.taxNumber.trim(), invoiceType: v.invoiceType, email: v.email.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('orgVoucher.voucher.invoice')}>
      <p className={styles.amount}>
        {t('orgVoucher.voucher.amount')} {t('orgVoucher.common.yuan', { amount })}
      </p>
      <Input label={t('orgVoucher.voucher.invoiceTitle')} value={v.invoiceTitle} onChange={(e) => setV({ ...v, invoiceTitle: e.target.value })} maxLength={64} error={touched && bad.title ? t('orgVoucher.voucher.invoiceTitleInvalid') : undefined} />
      <Input label={t('orgVoucher.voucher.taxNumber')} value={v.taxNumber} onChange={(e) => setV({ ...v, taxNumber: e.target.value.toUpperCase() })} maxLength={20} error={touched && bad.tax ? t('orgVoucher.voucher.taxNumberInvalid') : undefined} />
      <RadioGroup
        label={t('orgVoucher.voucher.invoiceType')}
        value={String(v.invoiceType)}
        onChange={(x) => setV({ ...v, invoiceType: x === '2' ? 2 : 1 })}
        options={[
          { value: '1', label: t('orgVoucher.voucher.invoiceType1') },
          { value: '2', label: t('orgVoucher.voucher.invoiceType2') },
        ]}
      />
      <Input label={t('orgVoucher.voucher.email')} type="email" value={v.email} onChange={(e) => setV({ ...v, email: e.target.value })} maxLength={64} error={touched && bad.email ? t('orgVoucher.voucher.emailInvalid') : undefined} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('orgVoucher.common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t('orgVoucher.voucher.invoice')}
        </Button>
      </div>
    </form>
  );
}

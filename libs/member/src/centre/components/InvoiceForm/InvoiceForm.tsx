import type { InvoiceTitleInput } from '@mall/gateway-client';
import { m, type Message } from '@mall/i18n';
import { EMAIL_MAX, INVOICE_TITLE_MAX, TAX_NUMBER_MAX } from '@mall/rest-contract/rules';
import { Checkbox, Input, RadioGroup } from '@mall/ui';
import { validateInvoice, type InvoiceValues } from '../../lib/validation';
import * as styles from './InvoiceForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

type InvoiceField = keyof ReturnType<typeof validateInvoice>;

/** The text fields of the form, by their label. */
type InvoiceTextField = Exclude<InvoiceField & keyof InvoiceValues, 'titleType'>;
const LABEL: Record<InvoiceTextField, Message> = {
  title: m['member.invoice.title'],
  taxNumber: m['member.invoice.taxNumber'],
  email: m['member.invoice.email'],
  companyAddress: m['member.invoice.companyAddress'],
  companyPhone: m['member.invoice.companyPhone'],
  bankName: m['member.invoice.bankName'],
  bankAccount: m['member.invoice.bankAccount'],
};

export interface InvoiceFormProps {
  initial?: Partial<InvoiceValues>;
  /**
   * An invoice request for a paid amount (a unit's voucher order) instead of a saved title: the
   * unit's title, taxpayer number, kind and e-mail only, submitted with 申请发票.
   */
  request?: { amount: number };
  onSubmit: (input: InvoiceTitleInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  error?: string | null;
}

/**
 * An invoice title: personal or company (companies need a 15/17/18/20-character taxpayer number);
 * an ordinary or special VAT invoice (special: company only, with registered address, phone, bank
 * and account). Bad input gets a message per field and nothing is sent.
 *
 * Adds or edits an invoice title (/member/invoice_info). Props: `initial`, `onSubmit(input)`, `onCancel`,
 * `submitting`, `error`. Personal or company (company: taxpayer number of 15/17/18/20 digits and capitals);
 * ordinary or special VAT invoice (special: company only, plus registered address, phone, bank and account).
 * With `request`, the same form asks a unit's invoice for a paid amount (the voucher orders of
 * /member/consumptionCoupons): company title and taxpayer number, kind, e-mail; 申请发票.
 * States: new personal, bad tax number, special VAT, editing, error, voucher request.
 */
export function InvoiceForm({
  initial,
  request,
  onSubmit,
  onCancel,
  submitting = false,
  error,
}: InvoiceFormProps) {
  const form = useForm<InvoiceValues, InvoiceField>({
    kind: initial?.kind ?? 'NORMAL',
    titleType: request ? 'COMPANY' : (initial?.titleType ?? 'PERSONAL'),
    title: initial?.title ?? '',
    taxNumber: initial?.taxNumber ?? '',
    email: initial?.email ?? '',
    companyAddress: initial?.companyAddress ?? '',
    companyPhone: initial?.companyPhone ?? '',
    bankName: initial?.bankName ?? '',
    bankAccount: initial?.bankAccount ?? '',
    isDefault: initial?.isDefault ?? false,
  });
  const { values: v, set, errors } = form;
  const company = v.titleType === 'COMPANY';
  // A request asks the kind only: the special invoice's registered details are the operator's to add.
  const special = v.kind === 'SPECIAL' && !request;
  const validate = request
    ? (v: InvoiceValues) => validateInvoice({ ...v, kind: 'NORMAL', titleType: 'COMPANY' })
    : validateInvoice;

  const submit = form.submitWith(validate, (v) =>
    onSubmit({
      kind: v.kind,
      titleType: v.titleType,
      title: v.title.trim(),
      taxNumber: company ? v.taxNumber.trim().toUpperCase() : '',
      email: v.email.trim(),
      companyAddress: special ? v.companyAddress.trim() : '',
      companyPhone: special ? v.companyPhone.trim() : '',
      bankName: special ? v.bankName.trim() : '',
      bankAccount: special ? v.bankAccount.trim() : '',
      isDefault: v.isDefault,
    }),
  );
  const text = (
    key: InvoiceTextField,
    extra: { inputMode?: 'numeric' | 'email'; maxLength?: number } = {},
  ) => <Input label={LABEL[key]()} required={key !== 'email'} {...extra} {...form.text(key)} />;

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate>
      {request ? (
        <p className={styles.amount}>{m['member.invoice.requestAmount']({ amount: fenToYuan(request.amount) })}</p>
      ) : null}
      <RadioGroup
        label={m['member.invoice.kind']()}
        value={v.kind}
        options={[
          { value: 'NORMAL', label: m['member.invoice.normal']() },
          { value: 'SPECIAL', label: m['member.invoice.special']() },
        ]}
        onChange={(kind) => {
          set('kind', kind as InvoiceValues['kind']);
          if (kind === 'SPECIAL') set('titleType', 'COMPANY');
        }}
      />
      {!request && (
        <RadioGroup
          label={m['member.invoice.titleType']()}
          value={v.titleType}
          error={errors.titleType}
          options={[
            { value: 'PERSONAL', label: m['member.invoice.personal'](), disabled: special },
            { value: 'COMPANY', label: m['member.invoice.company']() },
          ]}
          onChange={(type) => set('titleType', type as InvoiceValues['titleType'])}
        />
      )}
      {text('title', { maxLength: INVOICE_TITLE_MAX })}
      {company && text('taxNumber', { maxLength: TAX_NUMBER_MAX })}
      {text('email', { inputMode: 'email', maxLength: EMAIL_MAX })}
      {special && (
        <>
          {text('companyAddress', { maxLength: 128 })}
          {text('companyPhone', { maxLength: 20 })}
          {text('bankName', { maxLength: 64 })}
          {text('bankAccount', { inputMode: 'numeric', maxLength: 30 })}
        </>
      )}
      {!request && <Checkbox label={m['member.invoice.setDefault']()} {...form.check('isDefault')} />}
      <FormFooter
        error={error}
        submitting={submitting}
        submitLabel={request ? m['member.invoice.request']() : m['common.save']()}
        onCancel={onCancel}
      />
    </form>
  );
}

import type { InvoiceTitleInput } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Checkbox, Input, RadioGroup } from '@mall/ui';
import { validateInvoice, type InvoiceValues } from '../../lib/validation';
import * as styles from './InvoiceForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';

type InvoiceField = keyof ReturnType<typeof validateInvoice>;

export interface InvoiceFormProps {
  initial?: Partial<InvoiceValues>;
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
 * States: new personal, bad tax number, special VAT, editing, error.
 */
export function InvoiceForm({ initial, onSubmit, onCancel, submitting = false, error }: InvoiceFormProps) {
  const t = useT();
  const form = useForm<InvoiceValues, InvoiceField>({
    kind: initial?.kind ?? 'NORMAL',
    titleType: initial?.titleType ?? 'PERSONAL',
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
  const special = v.kind === 'SPECIAL';

  const submit = form.submitWith(validateInvoice, (v) =>
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
  const text = (key: InvoiceField & keyof InvoiceValues, extra: { inputMode?: 'numeric' | 'email'; maxLength?: number } = {}) => (
    <Input label={t(`member.invoice.${key}`)} required={key !== 'email'} {...extra} {...form.text(key)} />
  );

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate>
      <RadioGroup
        label={t('member.invoice.kind')}
        value={v.kind}
        options={[
          { value: 'NORMAL', label: t('member.invoice.normal') },
          { value: 'SPECIAL', label: t('member.invoice.special') },
        ]}
        onChange={(kind) => {
          set('kind', kind as InvoiceValues['kind']);
          if (kind === 'SPECIAL') set('titleType', 'COMPANY');
        }}
      />
      <RadioGroup
        label={t('member.invoice.titleType')}
        value={v.titleType}
        error={errors.titleType}
        options={[
          { value: 'PERSONAL', label: t('member.invoice.personal'), disabled: special },
          { value: 'COMPANY', label: t('member.invoice.company') },
        ]}
        onChange={(type) => set('titleType', type as InvoiceValues['titleType'])}
      />
      {text('title', { maxLength: 64 })}
      {company && text('taxNumber', { maxLength: 20 })}
      {text('email', { inputMode: 'email', maxLength: 100 })}
      {special && (
        <>
          {text('companyAddress', { maxLength: 128 })}
          {text('companyPhone', { maxLength: 20 })}
          {text('bankName', { maxLength: 64 })}
          {text('bankAccount', { inputMode: 'numeric', maxLength: 30 })}
        </>
      )}
      <Checkbox label={t('member.invoice.setDefault')} {...form.check('isDefault')} />
      <FormFooter error={error} submitting={submitting} submitLabel={t('common.save')} onCancel={onCancel} />
    </form>
  );
}

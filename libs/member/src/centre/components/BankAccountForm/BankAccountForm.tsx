import { useState, type FormEvent } from 'react';
import type { BankAccountInput, TransferType } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Checkbox, Input, RadioGroup } from '@mall/ui';
import { hasErrors, validateBankAccount, type BankAccountValues, type FormErrors } from '../../lib/validation';
import * as shared from '../../lib/styles.css';
import { FormFooter } from '../../lib/FormFooter';
import * as styles from './BankAccountForm.css';

export interface BankAccountFormProps {
  /** The ways allowed (transferTypes ∩ withdrawConfig.transferTypes), with their Chinese names. */
  types: readonly { type: TransferType; name: string }[];
  initial?: Partial<BankAccountValues>;
  onSubmit: (input: BankAccountInput) => void;
  onCancel?: () => void;
  submitting?: boolean;
  error?: string | null;
}

/**
 * A withdrawal account: the fields depend on the type — a bank card needs the bank and branch and a
 * 12-19 digit number; Alipay a mobile or e-mail; WeChat a WeChat ID or mobile. Real name and phone
 * always. Bad input is refused with a message and nothing is sent.
 */
export function BankAccountForm({ types, initial, onSubmit, onCancel, submitting = false, error }: BankAccountFormProps) {
  const t = useT();
  const [values, setValues] = useState<BankAccountValues>({
    type: initial?.type ?? types[0]?.type ?? 'BANK',
    realname: initial?.realname ?? '',
    mobile: initial?.mobile ?? '',
    branchBankName: initial?.branchBankName ?? '',
    account: initial?.account ?? '',
    isDefault: initial?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<FormErrors<'realname' | 'mobile' | 'branchBankName' | 'account'>>({});
  const set = <K extends keyof BankAccountValues>(key: K, value: BankAccountValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const accountLabel =
    values.type === 'BANK'
      ? t('member.bank.cardNumber')
      : values.type === 'ALIPAY'
        ? t('member.bank.alipayAccount')
        : t('member.bank.wechatAccount');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankAccount(values);
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({
      type: values.type,
      realname: values.realname.trim(),
      mobile: values.mobile.trim(),
      branchBankName: values.type === 'BANK' ? values.branchBankName.trim() : '',
      account: values.type === 'BANK' ? values.account.replace(/\s+/g, '') : values.account.trim(),
      isDefault: values.isDefault,
    });
  };

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={t('member.bank.title')}>
      <RadioGroup
        label={t('member.bank.type')}
        value={values.type}
        options={types.map((x) => ({ value: x.type, label: x.name }))}
        onChange={(type) => {
          set('type', type as TransferType);
          setErrors({});
        }}
      />
      <Input
        label={t('member.bank.realname')}
        name="realname"
        value={values.realname}
        error={errors.realname}
        required
        onChange={(e) => set('realname', e.target.value)}
      />
      <Input
        label={t('member.bank.mobile')}
        name="mobile"
        inputMode="numeric"
        maxLength={11}
        value={values.mobile}
        error={errors.mobile}
        required
        onChange={(e) => set('mobile', e.target.value)}
      />
      {values.type === 'BANK' && (
        <Input
          label={t('member.bank.branchBankName')}
          name="branchBankName"
          placeholder={t('member.bank.branchBankPlaceholder')}
          value={values.branchBankName}
          error={errors.branchBankName}
          required
          onChange={(e) => set('branchBankName', e.target.value)}
        />
      )}
      <Input
        label={accountLabel}
        name="account"
        inputMode={values.type === 'BANK' ? 'numeric' : undefined}
        value={values.account}
        error={errors.account}
        required
        onChange={(e) => set('account', e.target.value)}
      />
      <Checkbox
        label={t('member.bank.setDefault')}
        name="isDefault"
        checked={values.isDefault}
        onChange={(e) => set('isDefault', e.target.checked)}
      />
      <FormFooter error={error} submitting={submitting} submitLabel={t('common.save')} onCancel={onCancel} />
    </form>
  );
}

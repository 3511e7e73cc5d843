import type { BankAccountInput, TransferType } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Checkbox, Input, RadioGroup } from '@mall/ui';
import { validateBankAccount, type BankAccountValues } from '../../lib/validation';
import * as styles from './BankAccountForm.css';
import { FormFooter, useForm, pageStyles as shared } from '@mall/page-kit';

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
 *
 * Adds or edits a withdrawal account (/member/account_edit). Props: `types` (allowed transfer types with
 * names), `initial`, `onSubmit(input)`, `onCancel`, `submitting`, `error`. Fields per type: bank card → bank
 * and branch + 12-19 digits; Alipay → mobile or e-mail; WeChat → WeChat ID or mobile. Real name (2-32) and
 * phone always; a default checkbox. States: new bank card, editing Alipay, invalid input, error.
 */
export function BankAccountForm({ types, initial, onSubmit, onCancel, submitting = false, error }: BankAccountFormProps) {
  const { values, set, setErrors, text, check, submitWith } = useForm<
    BankAccountValues,
    'realname' | 'mobile' | 'branchBankName' | 'account'
  >({
    type: initial?.type ?? types[0]?.type ?? 'BANK',
    realname: initial?.realname ?? '',
    mobile: initial?.mobile ?? '',
    branchBankName: initial?.branchBankName ?? '',
    account: initial?.account ?? '',
    isDefault: initial?.isDefault ?? false,
  });

  const accountLabel =
    values.type === 'BANK'
      ? m['member.bank.cardNumber']()
      : values.type === 'ALIPAY'
        ? m['member.bank.alipayAccount']()
        : m['member.bank.wechatAccount']();

  const submit = submitWith(validateBankAccount, (values) =>
    onSubmit({
      type: values.type,
      realname: values.realname.trim(),
      mobile: values.mobile.trim(),
      branchBankName: values.type === 'BANK' ? values.branchBankName.trim() : '',
      account: values.type === 'BANK' ? values.account.replace(/\s+/g, '') : values.account.trim(),
      isDefault: values.isDefault,
    }),
  );

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={m['member.bank.title']()}>
      <RadioGroup
        label={m['member.bank.type']()}
        value={values.type}
        options={types.map((x) => ({ value: x.type, label: x.name }))}
        onChange={(type) => {
          set('type', type as TransferType);
          setErrors({});
        }}
      />
      <Input label={m['member.bank.realname']()} required {...text('realname')} />
      <Input label={m['member.bank.mobile']()} inputMode="numeric" maxLength={11} required {...text('mobile')} />
      {values.type === 'BANK' && (
        <Input
          label={m['member.bank.branchBankName']()}
          placeholder={m['member.bank.branchBankPlaceholder']()}
          required
          {...text('branchBankName')}
        />
      )}
      <Input
        label={accountLabel}
        inputMode={values.type === 'BANK' ? 'numeric' : undefined}
        required
        {...text('account')}
      />
      <Checkbox label={m['member.bank.setDefault']()} {...check('isDefault')} />
      <FormFooter error={error} submitting={submitting} submitLabel={m['common.save']()} onCancel={onCancel} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { m, type Message } from '@mall/i18n';
import { PHONE_PATTERN } from '@mall/rest-contract/rules';
import { Button, Input, Select, Stack } from '@mall/ui';
import * as styles from './OrgForm.css';
import { AlertText } from '@mall/page-kit';

export interface OrgTypeOption {
  type: number;
  name: string;
}

export interface OrgFormValue {
  orgName: string;
  orgType: number;
  creditCode: string;
  contactName: string;
  contactMobile: string;
  address: string;
}

export interface OrgFormProps {
  value: OrgFormValue;
  types: readonly OrgTypeOption[];
  /** Only administrators may edit; members see the details read-only. */
  readOnly?: boolean;
  pending?: boolean;
  /** The server's refusal, shown under the form. */
  error?: string | null;
  onSubmit: (value: OrgFormValue) => void;
}

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Which fields are wrong, by field name → the message to show; empty when the value may be sent. */
export function orgFormErrors(v: OrgFormValue): Partial<Record<keyof OrgFormValue, Message>> {
  const e: Partial<Record<keyof OrgFormValue, Message>> = {};
  const len = (s: string) => [...s.trim()].length;
  if (len(v.orgName) < 2 || len(v.orgName) > 64) e.orgName = m['orgVoucher.org.nameInvalid'];
  if (!v.orgType) e.orgType = m['orgVoucher.org.typeRequired'];
  if (!CREDIT_CODE.test(v.creditCode.trim())) e.creditCode = m['orgVoucher.org.creditCodeInvalid'];
  if (len(v.contactName) < 2 || len(v.contactName) > 32) e.contactName = m['orgVoucher.org.contactNameInvalid'];
  if (!PHONE_PATTERN.test(v.contactMobile.trim())) e.contactMobile = m['orgVoucher.members.mobileInvalid'];
  if (len(v.address) < 2 || len(v.address) > 128) e.address = m['orgVoucher.org.addressInvalid'];
  return e;
}

/**
 * The unit's details (/member/company): name, type, credit code, contact and address.
 *
 * 单位信息表单（/member/company）。props：value 单位信息，types 单位类型（typeList），readOnly 成员只读，pending 保存中，error
 * 服务端拒绝原因，onSubmit 校验通过后提交。状态：可编辑、只读、保存中、服务端错误、超长中文名称、空白（新单位）。
 */
export function OrgForm({ value, types, readOnly = false, pending = false, error, onSubmit }: OrgFormProps) {
  const [v, setV] = useState(value);
  const [touched, setTouched] = useState(false);
  const problems = touched ? orgFormErrors(v) : {};
  const errors = Object.fromEntries(Object.entries(problems).map(([k, message]) => [k, message()])) as Partial<Record<keyof OrgFormValue, string>>;
  const set = (k: keyof OrgFormValue) => (e: { target: { value: string } }) => setV({ ...v, [k]: k === 'orgType' ? Number(e.target.value) : e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(orgFormErrors(v)).length === 0) onSubmit({ ...v, orgName: v.orgName.trim(), creditCode: v.creditCode.trim(), contactName: v.contactName.trim(), contactMobile: v.contactMobile.trim(), address: v.address.trim() });
  };
  return (
    <Stack as="form" space="md" className={styles.form} onSubmit={submit} noValidate>
      <Input label={m['orgVoucher.org.name']()} value={v.orgName} onChange={set('orgName')} error={errors.orgName} readOnly={readOnly} maxLength={64} />
      <Select
        label={m['orgVoucher.org.type']()}
        value={v.orgType ? String(v.orgType) : ''}
        onChange={set('orgType')}
        disabled={readOnly}
        error={errors.orgType}
        placeholder={m['orgVoucher.org.typePlaceholder']()}
        options={types.map((x) => ({ value: String(x.type), label: x.name }))}
      />
      <Input label={m['orgVoucher.org.creditCode']()} value={v.creditCode} onChange={set('creditCode')} error={errors.creditCode} readOnly={readOnly} maxLength={18} />
      <Input label={m['orgVoucher.org.contactName']()} value={v.contactName} onChange={set('contactName')} error={errors.contactName} readOnly={readOnly} maxLength={32} />
      <Input label={m['orgVoucher.org.contactMobile']()} value={v.contactMobile} onChange={set('contactMobile')} error={errors.contactMobile} readOnly={readOnly} inputMode="numeric" maxLength={11} />
      <Input label={m['orgVoucher.org.address']()} value={v.address} onChange={set('address')} error={errors.address} readOnly={readOnly} maxLength={128} />
      <AlertText message={error} className={styles.error} />
      {readOnly ? null : (
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? m['orgVoucher.common.saving']() : m['orgVoucher.common.save']()}
          </Button>
        </div>
      )}
    </Stack>
  );
}

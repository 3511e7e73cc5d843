import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { VOUCHER_COUNT_MAX, VOUCHER_FACE_MAX_YUAN, VOUCHER_VALID_DAYS_MAX } from '@mall/rest-contract/org-limits';
import { Button, Checkbox, Input, RadioGroup, Stack } from '@mall/ui';
import * as styles from './IssueForm.css';
import { fenToYuan } from '@mall/rest-contract/money';
import { AlertText } from '@mall/page-kit';

export interface IssueMember {
  memberId: number;
  name: string;
  mobile: string;
}

export interface IssueValue {
  voucherName: string;
  faceValue: string;
  countPerMember: number;
  validDays: number;
  toAll: boolean;
  memberIds: number[];
  remark: string;
}

export interface IssueFormProps {
  members: readonly IssueMember[];
  /** The unit's stock to issue, fen. */
  stock: number;
  onSubmit: (value: IssueValue) => void;
  pending?: boolean;
  error?: string | null;
}

/** Fen of a yuan string, or NaN. */
const fen = (s: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s.trim()) * 100) : Number.NaN);

/** The total an issuance needs, in fen (NaN when the face value is not valid). */
export function issueTotalFen(v: Pick<IssueValue, 'faceValue' | 'countPerMember' | 'toAll' | 'memberIds'>, memberCount: number): number {
  return fen(v.faceValue) * v.countPerMember * (v.toAll ? memberCount : v.memberIds.length);
}

/**
 * Issue vouchers (/member/couponIssuance): name, face value, count per member, validity, recipients.
 *
 * 发放消费券（/member/couponIssuance）。props：members 本单位成员，stock 可发放额度（分），onSubmit 校验通过且额度足够时提交，pending 发放中，error
 * 服务端拒绝原因。状态：发给全部成员、指定成员、额度不足、服务端错误、超长中文姓名。
 */
export function IssueForm({ members, stock, onSubmit, pending = false, error }: IssueFormProps) {
  const [v, setV] = useState<IssueValue>({ voucherName: '', faceValue: '', countPerMember: 1, validDays: 30, toAll: true, memberIds: [], remark: '' });
  const [touched, setTouched] = useState(false);
  const face = fen(v.faceValue);
  const nameLen = [...v.voucherName.trim()].length;
  const errors = {
    voucherName: nameLen < 2 || nameLen > 32,
    faceValue: !(face > 0 && face <= VOUCHER_FACE_MAX_YUAN * 100),
    countPerMember: !(v.countPerMember >= 1 && v.countPerMember <= VOUCHER_COUNT_MAX),
    validDays: !(v.validDays >= 1 && v.validDays <= VOUCHER_VALID_DAYS_MAX),
    memberIds: !v.toAll && v.memberIds.length === 0,
  };
  const total = issueTotalFen(v, members.length);
  const notEnough = Number.isFinite(total) && total > stock;
  const show = (bad: boolean, msg: string) => (touched && bad ? msg : undefined);
  const toggle = (id: number) => setV({ ...v, memberIds: v.memberIds.includes(id) ? v.memberIds.filter((x) => x !== id) : [...v.memberIds, id] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean) || notEnough) return;
    onSubmit({ ...v, voucherName: v.voucherName.trim(), faceValue: v.faceValue.trim(), remark: v.remark.trim() });
  };
  return (
    <Stack as="form" space="md" className={styles.form} onSubmit={submit} noValidate>
      <Input label={m['orgVoucher.voucher.voucherName']()} value={v.voucherName} onChange={(e) => setV({ ...v, voucherName: e.target.value })} maxLength={32} error={show(errors.voucherName, m['orgVoucher.voucher.nameInvalid']())} />
      <Input label={m['orgVoucher.voucher.faceValue']()} value={v.faceValue} onChange={(e) => setV({ ...v, faceValue: e.target.value })} inputMode="decimal" error={show(errors.faceValue, m['orgVoucher.voucher.amountInvalid']())} />
      <Input label={m['orgVoucher.voucher.countPerMember']()} type="number" min={1} max={VOUCHER_COUNT_MAX} value={v.countPerMember} onChange={(e) => setV({ ...v, countPerMember: Number(e.target.value) })} error={show(errors.countPerMember, `1–${VOUCHER_COUNT_MAX}`)} />
      <Input label={m['orgVoucher.voucher.validDays']()} type="number" min={1} max={VOUCHER_VALID_DAYS_MAX} value={v.validDays} onChange={(e) => setV({ ...v, validDays: Number(e.target.value) })} error={show(errors.validDays, `1–${VOUCHER_VALID_DAYS_MAX}`)} />
      <RadioGroup
        label={m['orgVoucher.voucher.targets']()}
        name="targets"
        value={v.toAll ? 'all' : 'chosen'}
        onChange={(x) => setV({ ...v, toAll: x === 'all' })}
        options={[
          { value: 'all', label: m['orgVoucher.voucher.toAll']() },
          { value: 'chosen', label: m['orgVoucher.voucher.chosen']() },
        ]}
      />
      {v.toAll ? null : (
        <Stack as="fieldset" space="xs" className={styles.members}>
          <legend>{m['orgVoucher.voucher.chooseMembers']({ count: v.memberIds.length })}</legend>
          {members.map((member) => (
            <Checkbox key={member.memberId} label={`${member.name}（${member.mobile}）`} checked={v.memberIds.includes(member.memberId)} onChange={() => toggle(member.memberId)} />
          ))}
          {touched && errors.memberIds ? <p className={styles.error}>{m['orgVoucher.voucher.chooseRequired']()}</p> : null}
        </Stack>
      )}
      <Input label={m['orgVoucher.voucher.remark']()} value={v.remark} onChange={(e) => setV({ ...v, remark: e.target.value })} maxLength={200} />
      <p className={notEnough ? styles.error : styles.muted} role="status">
        {Number.isFinite(total) ? m['orgVoucher.voucher.issueTotal']({ total: fenToYuan(total), stock: fenToYuan(stock) }) : m['orgVoucher.voucher.issueTotal']({ total: '—', stock: fenToYuan(stock) })}
        {notEnough ? ` ${m['orgVoucher.voucher.notEnough']()}` : ''}
      </p>
      <AlertText message={error} className={styles.error} />
      <div>
        <Button type="submit" disabled={pending}>
          {m['orgVoucher.voucher.issueSubmit']()}
        </Button>
      </div>
    </Stack>
  );
}

import type { MemberWithdrawalQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { formatPrice, Stack, Steps } from '@mall/ui';
import { formatDateTime, maskAccount } from '../../lib/format';
import { DescriptionList, pageStyles as shared } from '@mall/page-kit';

export type WithdrawalFull = NonNullable<MemberWithdrawalQuery['withdrawal']>;

export interface WithdrawalDetailProps {
  withdrawal: WithdrawalFull;
}

/** Step index of a withdrawal: applied → reviewed → transferred (a refusal stops at review). */
export function withdrawalStep(status: WithdrawalFull['status']): number {
  if (status === 'PENDING') return 1;
  if (status === 'APPROVED') return 2;
  if (status === 'TRANSFERRED') return 3;
  return 1;
}

/**
 * One withdrawal (/member/withdrawal_detail): progress steps (提交申请 → 平台审核 → 转账到账), amounts, the receiving
 * account (masked) and, when refused, the reason. States: transferred, pending, refused.
 */
export function WithdrawalDetail({ withdrawal: w }: WithdrawalDetailProps) {
  return (
    <Stack space="xl">
      <Steps
        label={m['member.withdraw.progress']()}
        current={withdrawalStep(w.status)}
        status={w.status === 'REFUSED' ? 'error' : 'process'}
        items={[
          { title: m['member.withdraw.stepApply'](), description: formatDateTime(w.applyTime) },
          { title: m['member.withdraw.stepReview'](), description: w.status === 'REFUSED' ? w.statusName : undefined },
          { title: m['member.withdraw.stepTransfer'](), description: formatDateTime(w.paymentTime ?? 0) || undefined },
        ]}
      />
      <DescriptionList
        rows={[
          [m['member.withdraw.no'](), w.withdrawNo],
          [m['member.common.status'](), w.statusName, { testId: 'withdrawal-status' }],
          [m['member.withdraw.applyMoney'](), formatPrice(w.applyMoney)],
          [m['member.withdraw.serviceMoney'](), formatPrice(w.serviceMoney)],
          [m['member.withdraw.money'](), formatPrice(w.money), { className: shared.money }],
          [m['member.withdraw.transferType'](), w.transferTypeName],
          [m['member.withdraw.realname'](), w.realname],
          Boolean(w.bankName) && [m['member.withdraw.bankName'](), w.bankName],
          [m['member.withdraw.accountNumber'](), maskAccount(w.accountNumber ?? '')],
          [m['member.withdraw.applyTime'](), formatDateTime(w.applyTime)],
          Boolean(w.paymentTime) && [m['member.withdraw.paymentTime'](), formatDateTime(w.paymentTime ?? 0)],
          Boolean(w.refuseReason) && [m['member.withdraw.refuseReason'](), w.refuseReason, { className: shared.error }],
        ]}
      />
    </Stack>
  );
}

import type { MemberWithdrawalQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Steps } from '@mall/ui';
import { formatDateTime, maskAccount } from '../../lib/format';
import * as shared from '../../lib/styles.css';
import * as styles from './WithdrawalDetail.css';

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

/** One withdrawal: progress steps, amounts, the receiving account and the refusal reason. */
export function WithdrawalDetail({ withdrawal: w }: WithdrawalDetailProps) {
  const t = useT();
  return (
    <div className={styles.root}>
      <Steps
        label={t('member.withdraw.progress')}
        current={withdrawalStep(w.status)}
        status={w.status === 'REFUSED' ? 'error' : 'process'}
        items={[
          { title: t('member.withdraw.stepApply'), description: formatDateTime(w.applyTime) },
          { title: t('member.withdraw.stepReview'), description: w.status === 'REFUSED' ? w.statusName : undefined },
          { title: t('member.withdraw.stepTransfer'), description: formatDateTime(w.paymentTime ?? 0) || undefined },
        ]}
      />
      <dl className={shared.dl}>
        <dt className={shared.dt}>{t('member.withdraw.no')}</dt>
        <dd className={shared.dd}>{w.withdrawNo}</dd>
        <dt className={shared.dt}>{t('member.common.status')}</dt>
        <dd className={shared.dd} data-testid="withdrawal-status">
          {w.statusName}
        </dd>
        <dt className={shared.dt}>{t('member.withdraw.applyMoney')}</dt>
        <dd className={shared.dd}>¥{w.applyMoney}</dd>
        <dt className={shared.dt}>{t('member.withdraw.serviceMoney')}</dt>
        <dd className={shared.dd}>¥{w.serviceMoney}</dd>
        <dt className={shared.dt}>{t('member.withdraw.money')}</dt>
        <dd className={`${shared.dd} ${shared.money}`}>¥{w.money}</dd>
        <dt className={shared.dt}>{t('member.withdraw.transferType')}</dt>
        <dd className={shared.dd}>{w.transferTypeName}</dd>
        <dt className={shared.dt}>{t('member.withdraw.realname')}</dt>
        <dd className={shared.dd}>{w.realname}</dd>
        {w.bankName ? (
          <>
            <dt className={shared.dt}>{t('member.withdraw.bankName')}</dt>
            <dd className={shared.dd}>{w.bankName}</dd>
          </>
        ) : null}
        <dt className={shared.dt}>{t('member.withdraw.accountNumber')}</dt>
        <dd className={shared.dd}>{maskAccount(w.accountNumber ?? '')}</dd>
        <dt className={shared.dt}>{t('member.withdraw.applyTime')}</dt>
        <dd className={shared.dd}>{formatDateTime(w.applyTime)}</dd>
        {w.paymentTime ? (
          <>
            <dt className={shared.dt}>{t('member.withdraw.paymentTime')}</dt>
            <dd className={shared.dd}>{formatDateTime(w.paymentTime)}</dd>
          </>
        ) : null}
        {w.refuseReason ? (
          <>
            <dt className={shared.dt}>{t('member.withdraw.refuseReason')}</dt>
            <dd className={`${shared.dd} ${shared.error}`}>{w.refuseReason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

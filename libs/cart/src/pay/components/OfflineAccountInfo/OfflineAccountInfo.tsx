import { useId } from 'react';
import type { PayInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Price, Stack } from '@mall/ui';
import { pageStyles as shared } from '@mall/page-kit';
import * as payStyles from '../../lib/styles.css';
import * as styles from './OfflineAccountInfo.css';

export type OfflineAccount = PayInfoQuery['payInfo']['offlineAccount'];

export interface OfflineAccountInfoProps {
  /** The platform's receiving account. */
  account: OfflineAccount;
  /** The amount to transfer, fen; omitted hides the row. */
  amount?: number;
  /** Heading level of 收款账户; 2 on its own page section. */
  headingLevel?: 2 | 3;
}

/**
 * Where to transfer the money: bank, account name, account number, the note, and the amount.
 *
 * The platform’s receiving account for offline transfer (/orderPay, /member/paytickets). Props: `account`
 * (bankName, accountName, accountNo, remark), `amount` (yuan; omitted hides the row), `headingLevel`. States:
 * normal, without amount, long Chinese names.
 */
export function OfflineAccountInfo({ account, amount, headingLevel = 2 }: OfflineAccountInfoProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="section" space="sm" padding="md" borderRadius="sm" className={payStyles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {m['pay.offline.account']()}
      </Heading>
      <dl className={shared.dl}>
        <dt className={shared.dt}>{m['pay.offline.bankName']()}</dt>
        <dd className={shared.dd}>{account.bankName}</dd>
        <dt className={shared.dt}>{m['pay.offline.accountName']()}</dt>
        <dd className={shared.dd}>{account.accountName}</dd>
        <dt className={shared.dt}>{m['pay.offline.accountNo']()}</dt>
        <dd className={`${shared.dd} ${styles.accountNo}`} data-testid="offline-account-no">
          {account.accountNo}
        </dd>
        {amount !== undefined && (
          <>
            <dt className={shared.dt}>{m['pay.offline.amount']()}</dt>
            <dd className={shared.dd} data-testid="offline-amount">
              <Price value={amount} size="lg" />
            </dd>
          </>
        )}
        {account.remark && (
          <>
            <dt className={shared.dt}>{m['pay.offline.accountRemark']()}</dt>
            <dd className={shared.dd}>{account.remark}</dd>
          </>
        )}
      </dl>
    </Stack>
  );
}

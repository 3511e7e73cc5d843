import { m } from '@mall/i18n';
import { Price } from '@mall/ui';
import { fenToYuan } from '@mall/rest-contract/money';
import { balanceShortfall } from '../../lib/money';
import { pageStyles as shared } from '@mall/page-kit';

export interface BalancePayProps {
  /** The member's balance, fen. */
  balance: number;
  /** What this payment takes, fen. */
  amount: number;
}

/**
 * Details of 余额支付 under the method picker. Props: `balance` and `amount` (fen). Shows the balance,
 * this payment and the balance after paying (computed in fen); when the balance is short it says by how much
 * instead. States: enough, insufficient, exactly enough.
 */
export function BalancePay({ balance, amount }: BalancePayProps) {
  const short = balanceShortfall(balance, amount);
  return (
    <div>
      <dl className={shared.dl}>
        <dt className={shared.dt}>{m['pay.balance.label']()}</dt>
        <dd className={shared.dd} data-testid="balance-value">
          <Price value={balance} size="sm" />
        </dd>
        <dt className={shared.dt}>{m['pay.balance.payAmount']()}</dt>
        <dd className={shared.dd}>
          <Price value={amount} size="sm" />
        </dd>
        {!short && (
          <>
            <dt className={shared.dt}>{m['pay.balance.after']()}</dt>
            <dd className={shared.dd} data-testid="balance-after">
              <Price value={balance - amount} size="sm" />
            </dd>
          </>
        )}
      </dl>
      {short && (
        <p className={shared.errorLine} role="alert">
          {m['pay.balance.insufficient']({ short: fenToYuan(short) })}
        </p>
      )}
    </div>
  );
}

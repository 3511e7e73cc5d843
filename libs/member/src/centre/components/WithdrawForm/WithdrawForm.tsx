import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MemberWithdrawApplyQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Button, Empty, formatPrice, Inline, Input, RadioGroup } from '@mall/ui';
import { fenToYuan, parseYuanInput, withdrawFeeFen } from '../../lib/money';
import { maskAccount } from '../../lib/format';
import { validateWithdrawAmount } from '../../lib/validation';
import * as styles from './WithdrawForm.css';
import { DescriptionList, FormFooter, pageStyles as shared } from '@mall/page-kit';

type Account = MemberWithdrawApplyQuery['bankAccounts']['list'][number];

export interface WithdrawFormProps {
  /** Withdrawable balance, fen. */
  balance: number;
  /** min and max in fen, rate in percent. */
  config: { isOpen: boolean; min: number; max: number; rate: string };
  accounts: readonly Account[];
  addAccountHref: string;
  /** Called with a checked amount (yuan, 2 decimals) and the chosen account. */
  onSubmit: (input: { bankAccountId: number; amount: string }) => void;
  submitting?: boolean;
  error?: string | null;
}

/**
 * Applies for a withdrawal (/member/apply_withdrawal). Props: `balance` (fen), `config` (isOpen, min, max in fen,
 * rate in %), `accounts` (the default is preselected), `addAccountHref`, `onSubmit({bankAccountId, amount})`,
 * `submitting`, `error`. The fee (amount × rate, rounded to the fen) and what arrives are shown as you type;
 * amounts above the balance or below the minimum are refused. States: ready, no account, closed, server
 * error.
 */
export function WithdrawForm({ balance, config, accounts, addAccountHref, onSubmit, submitting = false, error }: WithdrawFormProps) {
  const preferred = accounts.find((a) => a.isDefault) ?? accounts[0];
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState(preferred ? String(preferred.id) : '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);

  if (!config.isOpen) return <Empty text={m['member.withdraw.closed']()} />;

  const fen = parseYuanInput(amount) ?? 0;
  const fee = withdrawFeeFen(fen, config.rate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWithdrawAmount(amount, { balance, min: config.min, max: config.max });
    const missingAccount = !accounts.some((a) => String(a.id) === accountId);
    setAmountError(checked.error);
    setAccountError(missingAccount ? m['member.withdraw.accountRequired']() : null);
    if (checked.fen === null || missingAccount) return;
    onSubmit({ bankAccountId: Number(accountId), amount: fenToYuan(checked.fen) });
  };

  return (
    <form className={`${shared.form} ${styles.frame}`} onSubmit={submit} noValidate aria-label={m['member.bank.applyWithdrawal']()}>
      <Inline as="p" space="md" alignY="baseline" wrap={false} className={styles.balance}>
        {m['member.withdraw.balance']()}
        <span className={shared.money} data-testid="withdraw-balance">
          {formatPrice(balance)}
        </span>
      </Inline>
      <div className={shared.row}>
        <Input
          label={m['member.withdraw.amount']()}
          name="amount"
          inputMode="decimal"
          placeholder={m['member.withdraw.amountPlaceholder']()}
          value={amount}
          error={amountError}
          hint={m['member.withdraw.rules']({ min: fenToYuan(config.min), max: fenToYuan(config.max), rate: config.rate })}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Button variant="text" onClick={() => setAmount(fenToYuan(Math.min(balance, config.max || balance)))}>
          {m['member.withdraw.all']()}
        </Button>
      </div>
      <DescriptionList
        rows={[
          [m['member.withdraw.fee']({ rate: config.rate }), formatPrice(fee), { testId: 'withdraw-fee' }],
          [
            m['member.withdraw.arrival'](),
            formatPrice(Math.max(0, fen - fee)),
            { className: shared.money, testId: 'withdraw-arrival' },
          ],
        ]}
      />
      {accounts.length === 0 ? (
        <Inline space="sm" as="p">
          <span className={shared.muted}>{m['member.withdraw.noAccount']()}</span>
          <Link to={addAccountHref} className={shared.link}>
            {m['member.withdraw.addAccount']()}
          </Link>
        </Inline>
      ) : (
        <RadioGroup
          label={m['member.withdraw.account']()}
          direction="column"
          value={accountId}
          error={accountError}
          onChange={setAccountId}
          options={accounts.map((a) => ({
            value: String(a.id),
            label: `${a.typeName} ${a.realname} ${maskAccount(a.account)}${a.isDefault ? `（${m['member.common.defaultBadge']()}）` : ''}`,
          }))}
        />
      )}
      <FormFooter error={error} submitting={submitting} submitLabel={m['member.withdraw.submit']()} />
    </form>
  );
}

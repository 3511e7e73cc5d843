import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderPayType, PayInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Button, cx, Dialog, Empty, Inline, Price, RadioGroup, sprinkles, Stack } from '@mall/ui';
import { fenToYuan } from '@mall/rest-contract/money';
import { balanceShortfall } from '../../lib/money';
import { pageStyles as shared } from '@mall/page-kit';
import { BalancePay } from '../BalancePay/BalancePay';
import * as styles from './PayMethods.css';

export type PayMethodInfo = PayInfoQuery['payInfo']['methods'][number];

export interface PayMethodsProps {
  /** The methods of payInfo: balance, offline transfer, the labelled demo provider. */
  methods: readonly PayMethodInfo[];
  /** The member's balance, fen. */
  balance: number;
  /** Amount to pay, fen. */
  amount: number;
  /** Where offline transfer goes (/orderPay?order_ids=…). */
  offlineHref: string;
  /** Pays with an instant method; balance only after the confirm dialog. */
  onPay: (payType: OrderPayType) => void;
  /** While the payment runs: the button spins and blocks further clicks. */
  paying?: boolean;
  /** The server's refusal, shown inline. */
  error?: string | null;
}

/**
 * The cashier method picker of /pay. Props: `methods` (payInfo.methods: BALANCE, OFFLINE, DEMO with name,
 * desc, isDemo, enabled), `balance` and `amount` (fen), `offlineHref` (/orderPay?order_ids=…),
 * `onPay(payType)`, `paying`, `error`. 余额支付 shows the balance and what is left, and asks to confirm; when the
 * balance is short the method is disabled with the shortfall. 线下转账 links to the certificate page. 演示支付（不扣款）
 * is badged 演示 and explained as taking no money. States: normal, insufficient balance, no method, paying,
 * server error.
 */
export function PayMethods({ methods, balance, amount, offlineHref, onPay, paying = false, error }: PayMethodsProps) {
  const titleId = useId();
  const [selected, setSelected] = useState(() => methods.find((method) => method.enabled)?.type ?? '');
  const [confirming, setConfirming] = useState(false);
  const current = methods.find((method) => method.type === selected && method.enabled);

  const label = (method: PayMethodInfo) => {
    const short = method.type === 'BALANCE' ? balanceShortfall(balance, amount) : null;
    return (
      <Box as="span" display="inline-flex" flexDirection="column" gap="xxs">
        <Box as="span" display="inline-flex" alignItems="center" gap="xs" className={styles.name}>
          {method.name}
          {method.isDemo && <span className={styles.demoBadge}>{m['pay.methods.demoBadge']()}</span>}
        </Box>
        {method.desc && <span className={shared.muted}>{method.desc}</span>}
        {method.type === 'BALANCE' && (
          <span className={shared.muted}>
            {m['pay.balance.label']()} <Price value={balance} size="sm" />
          </span>
        )}
        {!method.enabled && (
          <span className={shared.errorLine}>
            {short ? m['pay.balance.insufficient']({ short: fenToYuan(short) }) : m['pay.methods.unavailable']()}
          </span>
        )}
      </Box>
    );
  };

  const confirm = () => {
    if (!current || paying) return;
    if (current.type === 'BALANCE') setConfirming(true);
    else if (current.type === 'DEMO') onPay('DEMO');
  };

  return (
    <Stack space="lg" as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {m['pay.methods.title']()}
      </h2>
      {methods.length === 0 ? (
        <Empty text={m['pay.methods.none']()} size="sm" />
      ) : (
        <RadioGroup
          label={m['pay.methods.label']()}
          hideLabel
          direction="column"
          value={selected}
          onChange={setSelected}
          disabled={paying}
          options={methods.map((method) => ({ value: method.type, label: label(method), disabled: !method.enabled }))}
        />
      )}
      {current?.type === 'BALANCE' && <BalancePay balance={balance} amount={amount} />}
      {current?.type === 'DEMO' && (
        <p className={styles.demoNote} role="note">
          {m['pay.methods.demoNote']()}
        </p>
      )}
      {current?.type === 'OFFLINE' ? (
        <Inline space="sm">
          <p className={shared.muted}>{m['pay.methods.offlineNote']()}</p>
          <Link to={offlineHref} className={cx(sprinkles({ display: 'inline-flex', alignItems: 'center' }), styles.linkButton)}>
            {m['pay.methods.offlineGo']()}
          </Link>
        </Inline>
      ) : (
        current && (
          <>
            {error && (
              <p role="alert" className={shared.errorLine}>
                {error}
              </p>
            )}
            <Inline space="sm">
              <Button size="lg" loading={paying} onClick={confirm}>
                {m['pay.methods.confirm']()}
              </Button>
            </Inline>
          </>
        )
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={m['pay.methods.confirmTitle']()}
        size="sm"
        footer={
          <Inline space="sm">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {m['common.cancel']()}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onPay('BALANCE');
              }}
            >
              {m['pay.methods.confirmPay']()}
            </Button>
          </Inline>
        }
      >
        <p>{m['pay.methods.confirmText']({ amount: fenToYuan(amount) })}</p>
      </Dialog>
    </Stack>
  );
}

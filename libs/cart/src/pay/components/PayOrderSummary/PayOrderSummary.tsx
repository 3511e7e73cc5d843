import { useId } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Countdown, Inline, Price, Stack } from '@mall/ui';
import { orderDetailHref } from '../../lib/params';
import { pageStyles as shared } from '@mall/page-kit';
import * as payStyles from '../../lib/styles.css';
import * as styles from './PayOrderSummary.css';

export interface PayOrderSummaryProps {
  /** The orders being paid (order numbers link to their detail pages). */
  orders: readonly { orderId: number; orderNo: string }[];
  /** Amount to pay, yuan string from the server. */
  payMoney: number;
  /** When the first unpaid order closes itself, epoch ms; null hides the countdown. */
  closeAt: number | null;
  /** Called once when the countdown reaches 0 (the page reloads the orders' states). */
  onClosed?: () => void;
}

/**
 * The head of /pay: 订单提交成功，请尽快付款, the order numbers (links to the order detail), the amount to pay and a
 * countdown to the automatic close (ui Countdown). Props: `orders` (orderId, orderNo), `payMoney` (fen),
 * `closeAt` (epoch ms of the first unpaid order’s autoCloseTime, null hides the countdown), `onClosed`.
 * States: one order, several orders, time up, many orders (wrapping).
 */
export function PayOrderSummary({ orders, payMoney, closeAt, onClosed }: PayOrderSummaryProps) {
  const titleId = useId();
  return (
    <Inline as="section" space="lg" align="space-between" alignY="flex-start" className={styles.root} aria-labelledby={titleId}>
      <Stack space="sm" className={styles.main}>
        <h2 id={titleId} className={styles.title}>
          {m['pay.summary.title']()}
        </h2>
        <dl className={shared.dl}>
          <dt className={shared.dt}>{m['pay.summary.orderNos']()}</dt>
          <dd className={shared.dd}>
            <Box as="ul" display="flex" flexWrap="wrap" gap="sm" margin="none" padding="none" className={payStyles.orderLinks} data-testid="pay-order-nos">
              {orders.map((o) => (
                <li key={o.orderId}>
                  <Link to={orderDetailHref(o.orderId)} className={shared.link}>
                    {o.orderNo}
                  </Link>
                </li>
              ))}
            </Box>
            {orders.length > 1 && <span className={shared.muted}>{m['pay.summary.orderCount']({ count: orders.length })}</span>}
          </dd>
        </dl>
        {closeAt !== null && (
          <Inline as="p" space="sm" className={styles.countdown}>
            <Countdown
              end={closeAt}
              prefix={m['pay.summary.closeIn']()}
              endedText={m['pay.summary.closedByTime']()}
              onFinish={onClosed}
            />
            <span className={shared.muted}>{m['pay.summary.closeHint']()}</span>
          </Inline>
        )}
      </Stack>
      <Inline as="p" space="sm" alignY="baseline" wrap={false} className={styles.amount}>
        <span>{m['pay.summary.amount']()}</span>
        <span data-testid="pay-amount">
          <Price value={payMoney} size="xl" />
        </span>
      </Inline>
    </Inline>
  );
}

import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Price, formatDateTime } from '@mall/ui';
import { OrderListLink } from '../../lib/InvalidLink';
import { orderDetailHref, payHref, payTicketsHref } from '../../lib/params';
import { pageStyles as shared } from '@mall/page-kit';
import * as payStyles from '../../lib/styles.css';
import { PayNotice } from '../PayNotice/PayNotice';

/** success: all paid; reviewing: a transfer waits for review; failed: still unpaid; closed: nothing to pay. */
export type PayResultState = 'success' | 'reviewing' | 'failed' | 'closed';

export interface PayResultProps {
  state: PayResultState;
  orders: readonly { orderId: number; orderNo: string }[];
  /** Amount paid, yuan (success). */
  amount?: number;
  /** How it was paid, e.g. 余额支付 (success). */
  methodName?: string;
  /** Unix seconds; 0 hides it. */
  payTime?: number;
}

/**
 * The body of /result, from the orders’ states read again after paying. Props: `state` (success, reviewing,
 * failed, closed), `orders` (orderId, orderNo; links to /member/order_detail), `amount`, `methodName`,
 * `payTime` (success only). Success shows 支付成功 with amount, method, time, order links and 继续购物; failed offers
 * 重新支付 (/pay); reviewing links to the certificates; closed to the order list.
 */
export function PayResult({ state, orders, amount, methodName, payTime = 0 }: PayResultProps) {
  const ids = orders.map((o) => o.orderId);
  const orderLinks = (
    <dl className={shared.dl}>
      {state === 'success' && amount && (
        <>
          <dt className={shared.dt}>{m['pay.result.amount']()}</dt>
          <dd className={shared.dd} data-testid="result-amount">
            <Price value={amount} size="lg" />
          </dd>
        </>
      )}
      {state === 'success' && methodName && (
        <>
          <dt className={shared.dt}>{m['pay.result.method']()}</dt>
          <dd className={shared.dd}>{methodName}</dd>
        </>
      )}
      {state === 'success' && payTime > 0 && (
        <>
          <dt className={shared.dt}>{m['pay.result.payTime']()}</dt>
          <dd className={shared.dd}>{formatDateTime(payTime)}</dd>
        </>
      )}
      <dt className={shared.dt}>{m['pay.common.orders']()}</dt>
      <dd className={shared.dd}>
        <Box as="ul" display="flex" flexWrap="wrap" gap="sm" margin="none" padding="none" className={payStyles.orderLinks}>
          {orders.map((o) => (
            <li key={o.orderId}>
              <Link to={orderDetailHref(o.orderId)} className={shared.link}>
                {m['pay.common.orderLink']({ no: o.orderNo })}
              </Link>
            </li>
          ))}
        </Box>
      </dd>
    </dl>
  );
  const home = (
    <Link to="/" className={shared.link}>
      {m['pay.common.continueShopping']()}
    </Link>
  );
  const toOrders = <OrderListLink />;

  switch (state) {
    case 'success':
      return (
        <PayNotice tone="success" title={m['pay.result.successTitle']()} text={m['pay.result.successText']()} actions={<>{toOrders}{home}</>}>
          {orderLinks}
        </PayNotice>
      );
    case 'reviewing':
      return (
        <PayNotice
          tone="info"
          title={m['pay.result.reviewingTitle']()}
          text={m['pay.result.reviewingText']()}
          actions={
            <>
              {ids.length > 0 && (
                <Link to={payTicketsHref(ids[0])} className={shared.link}>
                  {m['pay.success.viewTickets']()}
                </Link>
              )}
              {home}
            </>
          }
        >
          {orderLinks}
        </PayNotice>
      );
    case 'failed':
      return (
        <PayNotice
          tone="warning"
          title={m['pay.result.failTitle']()}
          text={m['pay.result.failText']()}
          actions={
            <>
              <Link to={payHref(ids)} className={shared.link}>
                {m['pay.result.retry']()}
              </Link>
              {toOrders}
            </>
          }
        >
          {orderLinks}
        </PayNotice>
      );
    case 'closed':
      return (
        <PayNotice tone="error" title={m['pay.result.closedTitle']()} text={m['pay.result.closedText']()} actions={<>{toOrders}{home}</>}>
          {orderLinks}
        </PayNotice>
      );
  }
}

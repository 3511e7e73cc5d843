import { Link, useLoaderData } from 'react-router-dom';
import { m } from '@mall/i18n';
import { PayNotice } from './components/PayNotice/PayNotice';
import { InvalidLink, OrderListLink } from './lib/InvalidLink';
import { orderDetailHref, payTicketsHref } from './lib/params';
import { loadPayInfo, PayCard, type PayInfoData } from './lib/route';
import { pageStyles as shared } from '@mall/page-kit';

/** /orderPaySuccess?order_ids=3,4: the certificate was submitted; links to the orders and their certificates. */
export const loader = loadPayInfo;

export function Component() {
  const { ids, info } = useLoaderData() as PayInfoData;
  if (!ids) {
    return (
      <PayCard title={m['title.orderPaySuccess']()}>
        <InvalidLink />
      </PayCard>
    );
  }
  // The order numbers come from payInfo; should it fail, the links still work by id.
  const orders = info.ok ? info.data.payInfo.orders : ids.map((id) => ({ orderId: id, orderNo: String(id) }));
  return (
    <PayCard title={m['title.orderPaySuccess']()}>
      <PayNotice
        tone="info"
        title={m['pay.success.title']()}
        text={m['pay.success.text']()}
        actions={<OrderListLink />}
      >
        <ul className={shared.stack} data-testid="success-orders">
          {orders.map((o) => (
            <li key={o.orderId} className={shared.actions}>
              <Link to={orderDetailHref(o.orderId)} className={shared.link}>
                {m['pay.common.orderLink']({ no: o.orderNo })}
              </Link>
              <Link to={payTicketsHref(o.orderId)} className={shared.link}>
                {m['pay.success.viewTickets']()}
              </Link>
            </li>
          ))}
        </ul>
      </PayNotice>
    </PayCard>
  );
}

import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PayTicketsDocument, type PayTicketsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { orderStatusText } from '@mall/order';
import { OfflineAccountInfo } from './components/OfflineAccountInfo/OfflineAccountInfo';
import { PayTicketList } from './components/PayTicketList/PayTicketList';
import { PayLoadProblem } from './lib/InvalidLink';
import { orderDetailHref, orderPayHref } from './lib/params';
import { canUploadTicket } from './lib/payStage';
import { loadOrFail, PayCard, type Loaded } from './lib/route';
import { pageStyles as shared, intParam, load, notFound } from '@mall/page-kit';

interface TicketsData {
  orderId: number | null;
  info: Loaded<PayTicketsQuery>;
}

/** /member/paytickets?order_id=: the order's transfer certificates and their review; 404 for another member's order. */
export async function loader({ request }: LoaderFunctionArgs): Promise<TicketsData> {
  const orderId = intParam(request, 'order_id');
  if (!orderId) return { orderId: null, info: { ok: false, reason: 'invalid' } };
  const info = await loadOrFail(() => load(PayTicketsDocument, { orderId }, request));
  if (info.ok && !info.data.order) notFound();
  return { orderId, info };
}

export function Component() {
  const { orderId, info } = useLoaderData() as TicketsData;
  if (!info.ok || !orderId) {
    return (
      <PayCard title={m['title.paytickets']()}>
        <PayLoadProblem info={info} />
      </PayCard>
    );
  }
  const { payTickets, order } = info.data;
  return (
    <PayCard
      title={m['title.paytickets']()}
      extra={
        <Link to={orderDetailHref(orderId)} className={shared.link}>
          {m['pay.tickets.orderNo']({ no: order?.orderNo ?? String(orderId) })}
        </Link>
      }
    >
      <div className={shared.stack}>
        <p className={shared.actions}>
          <span className={shared.dt}>{m['pay.tickets.orderStatus']()}</span>
          <span>{orderStatusText(payTickets.orderStatus)}</span>
        </p>
        <OfflineAccountInfo account={payTickets.offlineAccount} amount={payTickets.payMoney} />
        <PayTicketList
          tickets={payTickets.tickets}
          uploadHref={canUploadTicket(payTickets.orderStatus, payTickets.tickets) ? orderPayHref([orderId]) : null}
        />
      </div>
    </PayCard>
  );
}

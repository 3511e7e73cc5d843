import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PayInfoDocument, type PayInfoQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { PayNotice } from './components/PayNotice/PayNotice';
import { InvalidLink } from './lib/InvalidLink';
import { ORDER_LIST_HREF, orderDetailHref, orderIdsParam, payTicketsHref } from './lib/params';
import { load, loadOrFail, PayCard, type Loaded } from './lib/route';
import * as shared from './lib/pageStyles';

interface SuccessData {
  ids: number[] | null;
  info: Loaded<PayInfoQuery>;
}

/** /orderPaySuccess?order_ids=3,4: the certificate was submitted; links to the orders and their certificates. */
export async function loader({ request }: LoaderFunctionArgs): Promise<SuccessData> {
  const ids = orderIdsParam(request);
  if (!ids) return { ids: null, info: { ok: false, reason: 'invalid' } };
  return { ids, info: await loadOrFail(() => load(PayInfoDocument, { orderIds: ids }, request)) };
}

export function Component() {
  const { ids, info } = useLoaderData() as SuccessData;
  const t = useT();
  if (!ids) {
    return (
      <PayCard title={t('title.orderPaySuccess')}>
        <InvalidLink />
      </PayCard>
    );
  }
  // The order numbers come from payInfo; should it fail, the links still work by id.
  const orders = info.ok ? info.data.payInfo.orders : ids.map((id) => ({ orderId: id, orderNo: String(id) }));
  return (
    <PayCard title={t('title.orderPaySuccess')}>
      <PayNotice
        tone="info"
        title={t('pay.success.title')}
        text={t('pay.success.text')}
        actions={
          <Link to={ORDER_LIST_HREF} className={shared.link}>
            {t('pay.common.toOrderList')}
          </Link>
        }
      >
        <ul className={shared.stack} data-testid="success-orders">
          {orders.map((o) => (
            <li key={o.orderId} className={shared.actions}>
              <Link to={orderDetailHref(o.orderId)} className={shared.link}>
                {t('pay.common.orderLink', { no: o.orderNo })}
              </Link>
              <Link to={payTicketsHref(o.orderId)} className={shared.link}>
                {t('pay.success.viewTickets')}
              </Link>
            </li>
          ))}
        </ul>
      </PayNotice>
    </PayCard>
  );
}

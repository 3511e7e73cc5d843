import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PayResultDocument, type PayResultQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { PayResult, type PayResultState } from './components/PayResult/PayResult';
import { PayLoadProblem } from './lib/InvalidLink';
import { orderIdsParam } from './lib/params';
import { payStage, type PayStage } from './lib/payStage';
import { loadOrFail, PayCard, type Loaded } from './lib/route';
import { load } from '@mall/page-kit';

interface ResultData {
  info: Loaded<PayResultQuery>;
}

/**
 * /result?order_ids=3,4&pay=<payment id>: reads the orders' states again rather than trusting the
 * link, so a reload or a shared link shows what really happened.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ResultData> {
  const ids = orderIdsParam(request);
  if (!ids) return { info: { ok: false, reason: 'invalid' } };
  return { info: await loadOrFail(() => load(PayResultDocument, { orderIds: ids, orderId: ids[0] }, request)) };
}

const STATE: Record<PayStage, PayResultState> = { paid: 'success', reviewing: 'reviewing', payable: 'failed', closed: 'closed' };

export function Component() {
  const { info } = useLoaderData() as ResultData;
  if (!info.ok) {
    return (
      <PayCard title={m['title.result']()}>
        <PayLoadProblem info={info} />
      </PayCard>
    );
  }
  const { orders } = info.data.payInfo;
  const paid = orders.filter((o) => o.status === 'PAID' || o.status === 'SHIPPED' || o.status === 'COMPLETED');
  return (
    <PayCard title={m['title.result']()}>
      <PayResult
        state={STATE[payStage(orders)]}
        orders={orders}
        amount={paid.reduce((sum, o) => sum + o.orderMoney, 0)}
        methodName={info.data.order?.payTypeName}
        payTime={info.data.order?.payTime}
      />
    </PayCard>
  );
}

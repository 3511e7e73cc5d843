import { useRef, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { gql, PayInfoDocument, PayOrdersDocument, type OrderPayType, type PayInfoQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { PayBlocked } from './components/PayBlocked/PayBlocked';
import { PayMethods } from './components/PayMethods/PayMethods';
import { PayOrderSummary } from './components/PayOrderSummary/PayOrderSummary';
import { PayVoucher, voucherSplit } from './components/PayVoucher/PayVoucher';
import { balanceShortfall } from './lib/money';
import { InvalidLink } from './lib/InvalidLink';
import { orderIdsParam, orderPayHref } from './lib/params';
import { makePayKey } from './lib/payKey';
import { closeTimeMs, payStage, unpaidIds } from './lib/payStage';
import { errorMessage, load, LoadError, loadOrFail, PayCard, type Loaded } from './lib/route';
import * as shared from './lib/pageStyles';

interface PayData {
  ids: number[] | null;
  info: Loaded<PayInfoQuery>;
}

/** /pay?order_ids=3,4: the cashier. 404 for another member's order; a bad link is an error state. */
export async function loader({ request }: LoaderFunctionArgs): Promise<PayData> {
  const ids = orderIdsParam(request);
  if (!ids) return { ids: null, info: { ok: false, reason: 'invalid' } };
  return { ids, info: await loadOrFail(() => load(PayInfoDocument, { orderIds: ids }, request)) };
}

export function Component() {
  const { ids, info } = useLoaderData() as PayData;
  const t = useT();
  return (
    <PayCard title={t('title.pay')}>
      {!info.ok || !ids ? (
        info.ok || info.reason === 'invalid' ? <InvalidLink /> : <LoadError message={info.message} fallback={t('pay.common.loadFailed')} />
      ) : (
        <Cashier ids={ids} data={info.data.payInfo} />
      )}
    </PayCard>
  );
}

function Cashier({ ids, data }: { ids: number[]; data: PayInfoQuery['payInfo'] }) {
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // One key per visit: a double click or a retry after a lost answer repeats the same payment.
  const [payKey] = useState(makePayKey);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stage = payStage(data.orders);
  const toPay = unpaidIds(data.orders);
  // A chosen consumption voucher pays first; the method pays the rest (mall-api checks it all again).
  const [voucherId, setVoucherId] = useState<number | null>(null);
  const { rest } = voucherSplit(data.vouchers, voucherId, data.payMoney);
  const methods = voucherId === null ? data.methods : data.methods.map((m) => (m.type === 'BALANCE' ? { ...m, enabled: balanceShortfall(data.balance, rest) === null } : m));

  const pay = async (payType: OrderPayType) => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setError(null);
    try {
      const done = await gql(PayOrdersDocument, { orderIds: toPay, payType, payKey, voucherId }, { forceLogin: true, silent: true });
      navigate(`/result?order_ids=${ids.join(',')}&pay=${done.payOrders.paymentId}`, { replace: true });
    } catch (thrown) {
      // The refusal is shown inline and nothing changes; the same key is reused on retry.
      setError(errorMessage(thrown, t('error.unknown')));
      busy.current = false;
      setPaying(false);
    }
  };

  return (
    <div className={shared.stack}>
      <PayOrderSummary
        orders={data.orders}
        payMoney={data.payMoney}
        closeAt={stage === 'payable' ? closeTimeMs(data.orders) : null}
        onClosed={() => void revalidator.revalidate()}
      />
      {stage === 'payable' && <PayVoucher vouchers={data.vouchers} value={voucherId} onChange={setVoucherId} amount={data.payMoney} disabled={paying} />}
      {stage === 'payable' ? (
        <PayMethods
          methods={methods}
          balance={data.balance}
          amount={rest}
          offlineHref={orderPayHref(ids)}
          onPay={(type) => void pay(type)}
          paying={paying}
          error={error}
        />
      ) : (
        <PayBlocked stage={stage} orderId={data.orders[0]?.orderId} />
      )}
    </div>
  );
}

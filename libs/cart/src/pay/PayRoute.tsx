import { useRef, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, PayOrdersDocument, type OrderPayType, type PayInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { PayBlocked } from './components/PayBlocked/PayBlocked';
import { PayMethods } from './components/PayMethods/PayMethods';
import { PayOrderSummary } from './components/PayOrderSummary/PayOrderSummary';
import { PayVoucher, voucherSplit } from './components/PayVoucher/PayVoucher';
import { balanceShortfall } from './lib/money';
import { PayLoadProblem } from './lib/InvalidLink';
import { orderPayHref } from './lib/params';
import { makePayKey } from './lib/payKey';
import { closeTimeMs, payStage, unpaidIds } from './lib/payStage';
import { loadPayInfo, PayCard, type PayInfoData } from './lib/route';
import { pageStyles as shared, errorMessage } from '@mall/page-kit';

/** /pay?order_ids=3,4: the cashier. 404 for another member's order; a bad link is an error state. */
export const loader = loadPayInfo;

export function Component() {
  const { ids, info } = useLoaderData() as PayInfoData;
  return <PayCard title={m['title.pay']()}>{!info.ok || !ids ? <PayLoadProblem info={info} /> : <Cashier ids={ids} data={info.data.payInfo} />}</PayCard>;
}

function Cashier({ ids, data }: { ids: number[]; data: PayInfoQuery['payInfo'] }) {
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
  const methods = voucherId === null ? data.methods : data.methods.map((method) => (method.type === 'BALANCE' ? { ...method, enabled: balanceShortfall(data.balance, rest) === null } : method));

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
      setError(errorMessage(thrown, m['error.unknown']()));
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
          offlineHref={orderPayHref(ids, voucherId)}
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

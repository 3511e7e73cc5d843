import { useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { gql, PaySubmitTicketsDocument, type PayInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { OfflineTransferForm } from './components/OfflineTransferForm/OfflineTransferForm';
import { PayBlocked } from './components/PayBlocked/PayBlocked';
import { PayVoucher, voucherSplit } from './components/PayVoucher/PayVoucher';
import { voucherIdParam } from './lib/params';
import { PayLoadProblem } from './lib/InvalidLink';
import { makePayKey } from './lib/payKey';
import { payStage, unpaidIds } from './lib/payStage';
import { loadPayInfo, PayCard, type PayInfoData } from './lib/route';
import { uploadCertificate } from './lib/upload';
import { errorMessage, pageStyles as shared } from '@mall/page-kit';

/**
 * /orderPay?order_ids=3,4[&voucher_id=5]: offline transfer — a unit member's consumption voucher first
 * (the one chosen at the cashier preselected), then the receiving account and the rest to transfer,
 * certificate upload, remark.
 */
export const loader = loadPayInfo;

export function Component() {
  const { ids, info } = useLoaderData() as PayInfoData;
  return <PayCard title={m['pay.offline.title']()}>{!info.ok || !ids ? <PayLoadProblem info={info} /> : <Transfer ids={ids} data={info.data.payInfo} />}</PayCard>;
}

function Transfer({ ids, data }: { ids: number[]; data: PayInfoQuery['payInfo'] }) {
  const navigate = useNavigate();
  const [payKey] = useState(makePayKey);
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  // The cashier's choice, when it is still one of the member's usable vouchers for these orders.
  const [voucherId, setVoucherId] = useState(() => {
    const chosen = voucherIdParam(new URL(location.search, 'http://x'));
    return data.vouchers.some((v) => v.voucherId === chosen) ? chosen : null;
  });
  const stage = payStage(data.orders);
  if (stage !== 'payable') return <PayBlocked stage={stage} orderId={data.orders[0]?.orderId} />;
  const { rest } = voucherSplit(data.vouchers, voucherId, data.payMoney);

  const submit = async (input: { images: string[]; remark: string }) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    try {
      await gql(
        PaySubmitTicketsDocument,
        { orderIds: unpaidIds(data.orders), images: input.images, remark: input.remark, payKey, voucherId },
        { forceLogin: true, silent: true },
      );
      navigate(`/orderPaySuccess?order_ids=${ids.join(',')}`, { replace: true });
    } catch (thrown) {
      setError(errorMessage(thrown, m['error.unknown']()));
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={shared.stack}>
      <PayVoucher vouchers={data.vouchers} value={voucherId} onChange={setVoucherId} amount={data.payMoney} disabled={submitting} />
      <OfflineTransferForm
        account={data.offlineAccount}
        amount={rest}
        onUpload={(file) => uploadCertificate(file)}
        onSubmit={(input) => void submit(input)}
        submitting={submitting}
        error={error}
      />
    </div>
  );
}

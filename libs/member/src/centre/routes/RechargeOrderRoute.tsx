import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  MemberPayRechargeOrderDocument,
  type MemberRechargeOrderQuery,
  type PayType,
} from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { RechargeOrderView, type RechargeOrder } from '../components/RechargeOrderView/RechargeOrderView';
import { loadRechargeOrder } from '../lib/recharge';
import { PageCard, useMutation } from '@mall/page-kit';

/** /member/recharge_order?id=: pay a created recharge order (only the labelled demo provider). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadRechargeOrder(request);
}

export function Component() {
  const { order, payTypes } = useLoaderData() as { order: RechargeOrder; payTypes: MemberRechargeOrderQuery['rechargePayTypes'] };
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const pay = async (payType: PayType) => {
    const paid = await run(MemberPayRechargeOrderDocument, { orderId: order.id, payType }, { success: m['member.recharge.paid'](), revalidate: false });
    if (paid) navigate(`/member/recharge_detail?id=${order.id}`, { replace: true });
  };
  return (
    <PageCard titleKey="rechargeOrder">
      <RechargeOrderView order={order} payTypes={payTypes} onPay={(p) => void pay(p)} paying={pending} error={error} />
    </PageCard>
  );
}

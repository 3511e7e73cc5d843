import { MemberRechargeOrderDocument, type MemberRechargeOrderQuery } from '@mall/gateway-client';
import { intParam, load, notFound } from '@mall/page-kit';

/** The order of `?id=` and the pay types; 404 when missing or another member's. */
export async function loadRechargeOrder(request: Request) {
  const id = intParam(request, 'id');
  if (id === null) notFound();
  const data: MemberRechargeOrderQuery = await load(MemberRechargeOrderDocument, { id }, request);
  if (!data.rechargeOrder) notFound();
  return { order: data.rechargeOrder, payTypes: data.rechargePayTypes };
}


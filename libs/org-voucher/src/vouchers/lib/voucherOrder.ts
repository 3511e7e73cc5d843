import type { LoaderFunctionArgs } from 'react-router-dom';
import { VoucherOrderDocument } from '@mall/gateway-client';
import { intParam, load, notFound } from '@mall/page-kit';

/** The loader of a voucher order's pages (?order_id=, else 404): pay it, or see how it went. */
export function loadVoucherOrder({ request }: LoaderFunctionArgs) {
  const orderId = intParam(request, 'order_id');
  if (!orderId) notFound();
  return { data: load(VoucherOrderDocument, { orderId }, request) };
}

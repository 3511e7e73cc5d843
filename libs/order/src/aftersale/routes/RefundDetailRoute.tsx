import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleArbitrateRefundDocument, AfterSaleCancelRefundDocument, AfterSaleRefundDocument } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { RefundProgress } from '../components/RefundProgress/RefundProgress';
import type { RefundFull } from '../lib/types';
import { loadById } from '../../orders/lib/loadById';
import { PageCard, useMutation } from '@mall/page-kit';

/** /member/refund_detail?refund_id=: 404 when missing or another member's. */
export function loader({ request }: LoaderFunctionArgs): Promise<RefundFull> {
  return loadById(request, 'refund_id', AfterSaleRefundDocument, (refundId) => ({ refundId }), (data) => data.refund);
}

export function Component() {
  const refund = useLoaderData() as RefundFull;
  const { run, pending, error } = useMutation();
  return (
    <PageCard titleKey="refundDetail" link={{ to: '/member/activist', text: m['afterSale.detail.backToList']() }}>
      <RefundProgress
        refund={refund}
        complainHref={`/member/complain?order_goods_id=${refund.orderGoodsId}`}
        onCancel={() => void run(AfterSaleCancelRefundDocument, { refundId: refund.refundId }, { success: m['afterSale.detail.cancelledToast']() })}
        cancelling={pending}
        onArbitrate={(reason) => void run(AfterSaleArbitrateRefundDocument, { refundId: refund.refundId, reason }, { success: m['afterSale.detail.arbitratedToast']() })}
        arbitrating={pending}
        error={error}
      />
    </PageCard>
  );
}

import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleCancelRefundDocument, AfterSaleRefundDocument } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { RefundProgress } from '../components/RefundProgress/RefundProgress';
import type { RefundFull } from '../lib/types';
import { intParam, load, notFound } from '@mall/gateway-client/loaders';
import { Card, PageTitle, memberPageStyles as shared, useMutation } from '@mall/member/page-kit';

/** /member/refund_detail?refund_id=: 404 when missing or another member's. */
export async function loader({ request }: LoaderFunctionArgs): Promise<RefundFull> {
  const refundId = intParam(request, 'refund_id');
  if (refundId === null) notFound();
  const { refund } = await load(AfterSaleRefundDocument, { refundId }, request);
  if (!refund) notFound();
  return refund;
}

export function Component() {
  const refund = useLoaderData() as RefundFull;
  const t = useT();
  const { run, pending, error } = useMutation();
  return (
    <Card
      title={<PageTitle titleKey="refundDetail" />}
      headingLevel={1}
      extra={
        <Link to="/member/activist" className={shared.link}>
          {t('afterSale.detail.backToList')}
        </Link>
      }
    >
      <RefundProgress
        refund={refund}
        complainHref={`/member/complain?order_goods_id=${refund.orderGoodsId}`}
        onCancel={() => void run(AfterSaleCancelRefundDocument, { refundId: refund.refundId }, { success: t('afterSale.detail.cancelledToast') })}
        cancelling={pending}
        error={error}
      />
    </Card>
  );
}

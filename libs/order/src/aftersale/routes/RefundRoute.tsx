import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleApplyRefundDocument, AfterSaleRefundDataDocument, type RefundInput } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty } from '@mall/ui';
import { AfterSaleGoods } from '../components/AfterSaleGoods/AfterSaleGoods';
import { RefundForm } from '../components/RefundForm/RefundForm';
import type { RefundDataFull } from '../lib/types';
import { uploadOrderImage } from '../lib/upload';
import { loadById } from '../../orders/lib/loadById';
import { PageCard, pageStyles as shared, useMutation } from '@mall/page-kit';

/** /member/refund?order_goods_id=: 404 when the line is missing or another member's. */
export function loader({ request }: LoaderFunctionArgs): Promise<RefundDataFull> {
  const variables = (orderGoodsId: number) => ({ orderGoodsId });
  return loadById(request, 'order_goods_id', AfterSaleRefundDataDocument, variables, (data) => data.refundData);
}

export function Component() {
  const data = useLoaderData() as RefundDataFull;
  const navigate = useNavigate();
  const { run, pending, error } = useMutation();
  const submit = async (input: RefundInput) => {
    const done = await run(AfterSaleApplyRefundDocument, { input }, { success: m['afterSale.refund.submitted'](), revalidate: false });
    // Replace: going back should not land on a form for a line that now has an application.
    if (done) navigate(`/member/refund_detail?refund_id=${done.applyRefund.refundId}`, { replace: true });
  };
  return (
    <PageCard titleKey="refund" link={{ to: '/member/activist', text: m['afterSale.detail.backToList']() }}>
      {data.canApply ? (
        <RefundForm data={data} onUpload={(file) => uploadOrderImage(file)} onSubmit={(input) => void submit(input)} submitting={pending} error={error} />
      ) : (
        <>
          <AfterSaleGoods name={data.goods.skuName} image={data.goods.skuImage} price={data.goods.price} num={data.goods.num} />
          <Empty
            text={data.reasonCannot || m['afterSale.refund.cannot']()}
            action={
              <p className={shared.actions}>
                {data.goods.refundId > 0 && (
                  <Link to={`/member/refund_detail?refund_id=${data.goods.refundId}`} className={shared.link}>
                    {m['afterSale.refund.viewRefund']()}
                  </Link>
                )}
                <Link to="/member/order_list" className={shared.link}>
                  {m['afterSale.common.backToOrders']()}
                </Link>
              </p>
            }
          />
        </>
      )}
    </PageCard>
  );
}

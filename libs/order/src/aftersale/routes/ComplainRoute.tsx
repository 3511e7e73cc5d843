import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleComplainDocument, AfterSaleComplaintDocument, type AfterSaleComplaintQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty } from '@mall/ui';
import { AfterSaleGoods } from '../components/AfterSaleGoods/AfterSaleGoods';
import { ComplainForm } from '../components/ComplainForm/ComplainForm';
import { ComplaintView } from '../components/ComplaintView/ComplaintView';
import { uploadOrderImage } from '../lib/upload';
import { loadById } from '../../orders/lib/loadById';
import { PageCard, useMutation } from '@mall/page-kit';

type Data = { line: NonNullable<AfterSaleComplaintQuery['refundData']>; complaint: AfterSaleComplaintQuery['complaint'] };

/** Orders not (yet) paid cannot be complained about (mall-api refuses them too). */
const UNPAID = new Set(['UNPAID', 'REVIEWING']);

/** /member/complain?order_goods_id=: 404 when the line is missing or another member's. */
export function loader({ request }: LoaderFunctionArgs): Promise<Data> {
  const variables = (orderGoodsId: number) => ({ orderGoodsId });
  return loadById(request, 'order_goods_id', AfterSaleComplaintDocument, variables, ({ refundData, complaint }) =>
    refundData ? { line: refundData, complaint } : null,
  );
}

export function Component() {
  const { line, complaint } = useLoaderData() as Data;
  const { run, pending, error } = useMutation();
  const g = line.goods;
  return (
    <PageCard titleKey="complain" link={{ to: '/member/activist', text: m['afterSale.detail.backToList']() }}>
      <AfterSaleGoods name={g.skuName} image={g.skuImage} price={g.price} num={g.num} />
      {complaint ? (
        <ComplaintView complaint={complaint} />
      ) : UNPAID.has(line.orderStatus) ? (
        <Empty text={m['afterSale.complain.unpaid']()} />
      ) : (
        <ComplainForm
          orderGoodsId={g.orderGoodsId}
          onUpload={(file) => uploadOrderImage(file)}
          // Success revalidates: the page then shows the complaint read-only.
          onSubmit={(input) => void run(AfterSaleComplainDocument, { input }, { success: m['afterSale.complain.submitted']() })}
          submitting={pending}
          error={error}
        />
      )}
    </PageCard>
  );
}

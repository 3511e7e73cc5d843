import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AfterSaleEvaluateOrderAgainDocument, AfterSaleEvaluateOrderDocument, AfterSaleEvaluationDocument } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { EvaluateForm, type EvaluateSubmission } from '../components/EvaluateForm/EvaluateForm';
import { uploadOrderImage } from '../lib/upload';
import type { Evaluation } from '../lib/types';
import { loadById } from '../../orders/lib/loadById';
import { PageCard, useMutation } from '@mall/page-kit';

/** /evaluate?order_id=: 404 when the order is missing or another member's. */
export function loader({ request }: LoaderFunctionArgs): Promise<Evaluation> {
  return loadById(request, 'order_id', AfterSaleEvaluationDocument, (orderId) => ({ orderId }), (data) => data.orderEvaluation);
}

export function Component() {
  const evaluation = useLoaderData() as Evaluation;
  const { run, pending, error } = useMutation();
  // On success the page revalidates: the first evaluation turns into the follow-up form, the
  // follow-up into the read-only evaluation.
  const submit = (s: EvaluateSubmission) =>
    s.kind === 'first'
      ? void run(AfterSaleEvaluateOrderDocument, { orderId: evaluation.orderId, goods: s.goods }, { success: m['afterSale.evaluate.submitted']() })
      : void run(AfterSaleEvaluateOrderAgainDocument, { orderId: evaluation.orderId, goods: s.goods }, { success: m['afterSale.evaluate.againSubmitted']() });
  return (
    <PageCard
      titleKey="evaluate"
      link={{ to: `/member/order_detail?order_id=${evaluation.orderId}`, text: m['afterSale.common.orderDetail']() }}
    >
      <EvaluateForm
        key={`${evaluation.orderId}-${evaluation.evaluateStatus}`}
        evaluation={evaluation}
        onUpload={(file) => uploadOrderImage(file)}
        onSubmit={submit}
        submitting={pending}
        error={error}
      />
    </PageCard>
  );
}

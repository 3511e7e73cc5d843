// The after-sales data shapes the components take: the generated query types, non-null.
import type {
  AfterSaleComplaintQuery,
  AfterSaleEvaluationQuery,
  AfterSaleRefundDataQuery,
  AfterSaleRefundQuery,
  AfterSaleRefundsQuery,
} from '@mall/gateway-client';

export type Evaluation = NonNullable<AfterSaleEvaluationQuery['orderEvaluation']>;
export type EvaluationLine = Evaluation['goods'][number];
export type RefundRow = AfterSaleRefundsQuery['refunds']['list'][number];
export type RefundDataFull = NonNullable<AfterSaleRefundDataQuery['refundData']>;
export type RefundFull = NonNullable<AfterSaleRefundQuery['refund']>;
export type ComplaintFull = NonNullable<AfterSaleComplaintQuery['complaint']>;

/** What the after-sale forms (refund, evaluation, complaint) take from their page. */
export interface AfterSaleFormProps<Input> {
  /** Uploads one photo, resolving to its stored path. */
  onUpload: (file: File) => Promise<string>;
  /** Called with a checked submission. */
  onSubmit: (input: Input) => void;
  submitting?: boolean;
  /** The server's refusal, shown inline. */
  error?: string | null;
}

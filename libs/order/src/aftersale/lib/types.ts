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

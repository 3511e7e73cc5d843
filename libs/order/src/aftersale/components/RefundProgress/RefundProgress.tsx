import { useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { ARBITRATE_REASON_MAX } from '@mall/rest-contract/constants';
import { Button, Price, Stack, Steps, Textarea, formatDateTime } from '@mall/ui';
import { refundStep } from '../../lib/refund';
import type { RefundFull } from '../../lib/types';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import { ImageList } from '../ImageList/ImageList';
import * as styles from './RefundProgress.css';
import { framedStack } from '../../../orders/lib/styles.css';
import { refundStatusText } from '../../../orders/lib/messages';
import { ConfirmDialog, DescriptionList, pageStyles as shared } from '@mall/page-kit';

export interface RefundProgressProps {
  refund: RefundFull;
  /** Link to the platform complaint (shown when the shop refused). */
  complainHref: string;
  /** Cancels the application after the member confirms (shown while it waits for review). */
  onCancel: () => void;
  cancelling?: boolean;
  /** Sends a refused refund to the platform's arbitration with the member's reason (shown when canArbitrate). */
  onArbitrate?: (reason: string) => void;
  arbitrating?: boolean;
  /** The server's refusal of the cancel or the arbitration request, inline. */
  error?: string | null;
}

/**
 * /member/refund_detail: where the refund stands (申请 → 审核 → 退款完成, stopped with a mark when refused
 * or cancelled), what was asked, the shop's refusal reason, and what the member can do next:
 * 撤销申请 while it waits, 申请平台介入 once refused.
 *
 * The body of /member/refund_detail. Props: `refund` (status, amounts, reason, description, photos, times,
 * refusal reason, canCancel, canComplain, canArbitrate, the escalation and the platform's decision),
 * `complainHref`, `onCancel()` (called after the member confirms 撤销申请), `cancelling`,
 * `onArbitrate(reason)` (申请平台仲裁 of a refused refund, once), `arbitrating`, `error` (the server's
 * refusal). Steps 申请 → 审核 → 退款完成; refused, arbitrated and cancelled stop at review with a mark.
 * States: waiting for review, refunded, refused (long name, complaint link, arbitration form),
 * arbitrating, arbitrated, cancelled, cancel refused by the server.
 */
export function RefundProgress({ refund: r, complainHref, onCancel, cancelling = false, onArbitrate, arbitrating = false, error }: RefundProgressProps) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const step = refundStep(r.status);
  const review =
    r.status === 'REFUSED'
      ? m['orders.refundStatus.REFUSED']()
      : r.status === 'CANCELLED'
        ? m['orders.refundStatus.CANCELLED']()
        : r.auditTime
          ? formatDateTime(r.auditTime)
          : undefined;
  return (
    <div className={shared.stack}>
      <Stack space="sm" className={framedStack}>
        <p className={styles.statusText} data-testid="refund-status">
          {refundStatusText(r.status)}
        </p>
        <Steps
          label={m['afterSale.detail.progress']()}
          current={step.current}
          status={step.status}
          items={[
            { title: m['afterSale.detail.stepApply'](), description: formatDateTime(r.createTime) },
            { title: m['afterSale.detail.stepReview'](), description: review },
            { title: m['afterSale.detail.stepDone'](), description: r.status === 'REFUNDED' ? r.refundTo : undefined },
          ]}
        />
        {r.status === 'CANCELLED' && <p className={shared.muted}>{m['afterSale.detail.cancelled']()}</p>}
        {r.escalateReason && (
          <p className={shared.muted}>
            {m['afterSale.detail.escalateReason']()}：{r.escalateReason}
          </p>
        )}
        {r.arbitrateRemark && (
          <p className={r.status === 'ARBITRATED' ? shared.error : shared.muted}>
            {m['afterSale.detail.arbitrateRemark']()}：{r.arbitrateRemark}
          </p>
        )}
        {r.refuseReason && (
          <p className={shared.error}>
            {m['afterSale.detail.refuseReason']()}：{r.refuseReason}
          </p>
        )}
        {(r.canCancel || r.canComplain) && (
          <div className={shared.actions}>
            {r.canCancel && (
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                {m['afterSale.detail.cancel']()}
              </Button>
            )}
            {r.canComplain && (
              <>
                <span className={shared.muted}>{m['afterSale.detail.complainHint']()}</span>
                <Link to={complainHref} className={shared.link}>
                  {m['afterSale.detail.complain']()}
                </Link>
              </>
            )}
          </div>
        )}
        {r.canArbitrate && onArbitrate && (
          <form
            className={shared.stack}
            aria-label={m['afterSale.detail.arbitrate']()}
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) return setReasonError(m['afterSale.detail.arbitrateRequired']());
              setReasonError('');
              onArbitrate(reason.trim());
            }}
          >
            <span className={shared.muted}>{m['afterSale.detail.arbitrateHint']()}</span>
            <Textarea
              label={m['afterSale.detail.arbitrateReason']()}
              placeholder={m['afterSale.detail.arbitratePlaceholder']({ max: ARBITRATE_REASON_MAX })}
              value={reason}
              onValueChange={setReason}
              maxLength={ARBITRATE_REASON_MAX}
              error={reasonError || undefined}
            />
            <div className={shared.actions}>
              <Button type="submit" size="sm" loading={arbitrating}>
                {m['afterSale.detail.arbitrateSubmit']()}
              </Button>
            </div>
          </form>
        )}
        {error && (
          <p role="alert" className={shared.error}>
            {error}
          </p>
        )}
      </Stack>
      <div className={styles.goods}>
        <AfterSaleGoods name={r.skuName} image={r.skuImage} num={r.num} />
      </div>
      <DescriptionList
        rows={[
          [m['afterSale.detail.refundNo'](), r.refundNo],
          [
            m['afterSale.detail.orderNo'](),
            <Link to={`/member/order_detail?order_id=${r.orderId}`} className={shared.link}>
              {r.orderNo}
            </Link>,
          ],
          [m['afterSale.detail.type'](), r.refundTypeName],
          [m['afterSale.detail.amount'](), <Price value={r.refundMoney} />],
          [m['afterSale.detail.reason'](), r.reason],
          !!r.remark && [m['afterSale.detail.remark'](), r.remark],
          r.images.length > 0 && [
            m['afterSale.detail.images'](),
            <ImageList images={r.images} alt={(index) => m['afterSale.detail.image']({ index })} />,
          ],
          [m['afterSale.detail.appliedAt'](), formatDateTime(r.createTime)],
          r.auditTime > 0 && [m['afterSale.detail.auditedAt'](), formatDateTime(r.auditTime)],
          !!r.refundTo && [m['afterSale.detail.refundTo'](), r.refundTo],
        ]}
      />
      <ConfirmDialog
        open={confirming}
        title={m['afterSale.detail.cancelTitle']()}
        confirmText={m['afterSale.detail.cancelConfirm']()}
        pending={cancelling}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      >
        {m['afterSale.detail.cancelText']()}
      </ConfirmDialog>
    </div>
  );
}

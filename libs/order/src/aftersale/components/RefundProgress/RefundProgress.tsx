import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { ARBITRATE_REASON_MAX } from '@mall/rest-contract/constants';
import { Button, Price, Stack, Steps, Textarea, formatDateTime } from '@mall/ui';
import { refundStep } from '../../lib/refund';
import type { RefundFull } from '../../lib/types';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import { ImageList } from '../ImageList/ImageList';
import * as styles from './RefundProgress.css';
import { framedStack } from '../../../orders/lib/styles.css';
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
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const step = refundStep(r.status);
  const review =
    r.status === 'REFUSED'
      ? t('orders.refundStatus.REFUSED')
      : r.status === 'CANCELLED'
        ? t('orders.refundStatus.CANCELLED')
        : r.auditTime
          ? formatDateTime(r.auditTime)
          : undefined;
  return (
    <div className={shared.stack}>
      <Stack space="sm" className={framedStack}>
        <p className={styles.statusText} data-testid="refund-status">
          {t(`orders.refundStatus.${r.status}`)}
        </p>
        <Steps
          label={t('afterSale.detail.progress')}
          current={step.current}
          status={step.status}
          items={[
            { title: t('afterSale.detail.stepApply'), description: formatDateTime(r.createTime) },
            { title: t('afterSale.detail.stepReview'), description: review },
            { title: t('afterSale.detail.stepDone'), description: r.status === 'REFUNDED' ? r.refundTo : undefined },
          ]}
        />
        {r.status === 'CANCELLED' && <p className={shared.muted}>{t('afterSale.detail.cancelled')}</p>}
        {r.escalateReason && (
          <p className={shared.muted}>
            {t('afterSale.detail.escalateReason')}：{r.escalateReason}
          </p>
        )}
        {r.arbitrateRemark && (
          <p className={r.status === 'ARBITRATED' ? shared.error : shared.muted}>
            {t('afterSale.detail.arbitrateRemark')}：{r.arbitrateRemark}
          </p>
        )}
        {r.refuseReason && (
          <p className={shared.error}>
            {t('afterSale.detail.refuseReason')}：{r.refuseReason}
          </p>
        )}
        {(r.canCancel || r.canComplain) && (
          <div className={shared.actions}>
            {r.canCancel && (
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                {t('afterSale.detail.cancel')}
              </Button>
            )}
            {r.canComplain && (
              <>
                <span className={shared.muted}>{t('afterSale.detail.complainHint')}</span>
                <Link to={complainHref} className={shared.link}>
                  {t('afterSale.detail.complain')}
                </Link>
              </>
            )}
          </div>
        )}
        {r.canArbitrate && onArbitrate && (
          <form
            className={shared.stack}
            aria-label={t('afterSale.detail.arbitrate')}
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) return setReasonError(t('afterSale.detail.arbitrateRequired'));
              setReasonError('');
              onArbitrate(reason.trim());
            }}
          >
            <span className={shared.muted}>{t('afterSale.detail.arbitrateHint')}</span>
            <Textarea
              label={t('afterSale.detail.arbitrateReason')}
              placeholder={t('afterSale.detail.arbitratePlaceholder', { max: ARBITRATE_REASON_MAX })}
              value={reason}
              onValueChange={setReason}
              maxLength={ARBITRATE_REASON_MAX}
              error={reasonError || undefined}
            />
            <div className={shared.actions}>
              <Button type="submit" size="sm" loading={arbitrating}>
                {t('afterSale.detail.arbitrateSubmit')}
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
          [t('afterSale.detail.refundNo'), r.refundNo],
          [
            t('afterSale.detail.orderNo'),
            <Link to={`/member/order_detail?order_id=${r.orderId}`} className={shared.link}>
              {r.orderNo}
            </Link>,
          ],
          [t('afterSale.detail.type'), r.refundTypeName],
          [t('afterSale.detail.amount'), <Price value={r.refundMoney} />],
          [t('afterSale.detail.reason'), r.reason],
          !!r.remark && [t('afterSale.detail.remark'), r.remark],
          r.images.length > 0 && [
            t('afterSale.detail.images'),
            <ImageList images={r.images} alt={(index) => t('afterSale.detail.image', { index })} />,
          ],
          [t('afterSale.detail.appliedAt'), formatDateTime(r.createTime)],
          r.auditTime > 0 && [t('afterSale.detail.auditedAt'), formatDateTime(r.auditTime)],
          !!r.refundTo && [t('afterSale.detail.refundTo'), r.refundTo],
        ]}
      />
      <ConfirmDialog
        open={confirming}
        title={t('afterSale.detail.cancelTitle')}
        confirmText={t('afterSale.detail.cancelConfirm')}
        pending={cancelling}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      >
        {t('afterSale.detail.cancelText')}
      </ConfirmDialog>
    </div>
  );
}

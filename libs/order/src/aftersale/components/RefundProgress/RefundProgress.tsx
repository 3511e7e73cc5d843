import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { Button, Price, Steps } from '@mall/ui';
import { refundStep } from '../../lib/refund';
import type { RefundFull } from '../../lib/types';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import { ImageList } from '../ImageList/ImageList';
import * as styles from './RefundProgress.css';
import { ConfirmDialog, formatDateTime, memberPageStyles as shared } from '@mall/member/page-kit';
import { framedStack } from '../../../orders/lib/pageStyles';

export interface RefundProgressProps {
  refund: RefundFull;
  /** Link to the platform complaint (shown when the shop refused). */
  complainHref: string;
  /** Cancels the application after the member confirms (shown while it waits for review). */
  onCancel: () => void;
  cancelling?: boolean;
  /** The server's refusal of the cancel, inline. */
  error?: string | null;
}

/**
 * /member/refund_detail: where the refund stands (申请 → 审核 → 退款完成, stopped with a mark when refused
 * or cancelled), what was asked, the shop's refusal reason, and what the member can do next:
 * 撤销申请 while it waits, 申请平台介入 once refused.
 */
export function RefundProgress({ refund: r, complainHref, onCancel, cancelling = false, error }: RefundProgressProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
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
      <div className={framedStack}>
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
        {error && (
          <p role="alert" className={shared.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.goods}>
        <AfterSaleGoods name={r.skuName} image={r.skuImage} num={r.num} />
      </div>
      <dl className={shared.dl}>
        <dt className={shared.dt}>{t('afterSale.detail.refundNo')}</dt>
        <dd className={shared.dd}>{r.refundNo}</dd>
        <dt className={shared.dt}>{t('afterSale.detail.orderNo')}</dt>
        <dd className={shared.dd}>
          <Link to={`/member/order_detail?order_id=${r.orderId}`} className={shared.link}>
            {r.orderNo}
          </Link>
        </dd>
        <dt className={shared.dt}>{t('afterSale.detail.type')}</dt>
        <dd className={shared.dd}>{r.refundTypeName}</dd>
        <dt className={shared.dt}>{t('afterSale.detail.amount')}</dt>
        <dd className={shared.dd}>
          <Price value={r.refundMoney} />
        </dd>
        <dt className={shared.dt}>{t('afterSale.detail.reason')}</dt>
        <dd className={shared.dd}>{r.reason}</dd>
        {r.remark && (
          <>
            <dt className={shared.dt}>{t('afterSale.detail.remark')}</dt>
            <dd className={shared.dd}>{r.remark}</dd>
          </>
        )}
        {r.images.length > 0 && (
          <>
            <dt className={shared.dt}>{t('afterSale.detail.images')}</dt>
            <dd className={shared.dd}>
              <ImageList images={r.images} alt={(index) => t('afterSale.detail.image', { index })} />
            </dd>
          </>
        )}
        <dt className={shared.dt}>{t('afterSale.detail.appliedAt')}</dt>
        <dd className={shared.dd}>{formatDateTime(r.createTime)}</dd>
        {r.auditTime > 0 && (
          <>
            <dt className={shared.dt}>{t('afterSale.detail.auditedAt')}</dt>
            <dd className={shared.dd}>{formatDateTime(r.auditTime)}</dd>
          </>
        )}
        {r.refundTo && (
          <>
            <dt className={shared.dt}>{t('afterSale.detail.refundTo')}</dt>
            <dd className={shared.dd}>{r.refundTo}</dd>
          </>
        )}
      </dl>
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

import { Link } from 'react-router-dom';
import type { RefundStatus } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Empty, formatDateTime, Price, Stack } from '@mall/ui';
import type { RefundRow } from '../../lib/types';
import { refundStatusText } from '../../../orders/lib/messages';
import { AfterSaleGoods } from '../AfterSaleGoods/AfterSaleGoods';
import * as styles from './RefundList.css';
import { pageStyles as shared } from '@mall/page-kit';

export interface RefundListProps {
  refunds: readonly RefundRow[];
  detailHref: (refundId: number) => string;
}

/** The colour of a refund status. */
export function refundTone(status: RefundStatus): 'pending' | 'done' | 'refused' | 'closed' {
  if (status === 'APPLIED' || status === 'ARBITRATING') return 'pending';
  if (status === 'REFUNDED') return 'done';
  return status === 'REFUSED' || status === 'ARBITRATED' ? 'refused' : 'closed';
}

/**
 * /member/activist: refund applications, newest first; each row links to its detail.
 *
 * The 退款/售后 list of /member/activist. Props: `refunds` (refunds(status).list: goods image and name, order and
 * refund numbers, amount, type, status, applied time) and `detailHref(refundId)`. The status is coloured: 退款中
 * waiting, 已退款 green, 已拒绝 red, 已撤销 grey. States: mixed statuses with a long name, empty.
 */
export function RefundList({ refunds, detailHref }: RefundListProps) {
  if (refunds.length === 0) return <Empty text={m['afterSale.activist.empty']()} />;
  return (
    <Stack as="ul" space="md" className={styles.list} aria-label={m['afterSale.activist.list']()}>
      {refunds.map((r) => (
        <li key={r.refundId} className={styles.item}>
          <Box display="flex" flexWrap="wrap" gap="lg" className={styles.head}>
            <span>{m['afterSale.activist.appliedAt']({ time: formatDateTime(r.createTime) })}</span>
            <span>{m['afterSale.activist.orderNo']({ no: r.orderNo })}</span>
            <span>{m['afterSale.activist.refundNo']({ no: r.refundNo })}</span>
          </Box>
          <Box display="grid" alignItems="center" gap="md" className={styles.body}>
            <AfterSaleGoods name={r.skuName} image={r.skuImage} num={r.num} />
            <Stack as="span" space="xxs" className={styles.cell}>
              <span className={shared.muted}>{m['afterSale.activist.amount']()}</span>
              <Price value={r.refundMoney} size="sm" />
            </Stack>
            <Stack as="span" space="xxs" className={styles.cell}>
              <span className={shared.muted}>{r.refundTypeName}</span>
              <span className={styles.status} data-tone={refundTone(r.status)}>
                {refundStatusText(r.status)}
              </span>
            </Stack>
            <Link to={detailHref(r.refundId)} className={shared.link} aria-label={m['afterSale.activist.detailOf']({ name: r.skuName })}>
              {m['afterSale.activist.detail']()}
            </Link>
          </Box>
        </li>
      ))}
    </Stack>
  );
}

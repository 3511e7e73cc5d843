import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Img, Inline, Price, Stack } from '@mall/ui';
import type { OrderLine } from '../../fixtures';
import { refundStatusText } from '../../lib/messages';
import { lineCanRefund, refundDetailHref, refundHref, type ActionableOrder } from '../../lib/orderActions';
import { pageStyles as shared } from '@mall/page-kit';
import * as styles from './OrderGoodsList.css';

export interface OrderGoodsListProps {
  /** The order the lines belong to: its status and flags decide whether 申请售后 is offered. */
  order: ActionableOrder & { goods: readonly OrderLine[] };
  /** Show each line's subtotal (order detail); the list card shows only price × quantity. */
  showSubtotal?: boolean;
}

/**
 * The lines of an order (list card and detail page): image and name linking to the goods, unit price ×
 * quantity, the subtotal (`showSubtotal`), and per line 申请售后 when the order flag allows it and the line has
 * no open refund and money left, else the refund status linking to the refund. States: unpaid (no after-sales), refund in progress, refused refund, long names, many
 * lines.
 */
export function OrderGoodsList({ order, showSubtotal = false }: OrderGoodsListProps) {
  return (
    <Stack as="ul" space="none" className={styles.list} aria-label={m['orders.lines.caption']()}>
      {order.goods.map((g) => (
        <Inline as="li" space="md" wrap={false} key={g.orderGoodsId} className={styles.line}>
          <Link to={`/sku-${g.skuId}`} className={styles.thumbLink} tabIndex={-1} aria-hidden>
            <Img src={g.skuImage} alt="" preview fallback="goods" className={styles.thumb} />
          </Link>
          <Link to={`/sku-${g.skuId}`} className={styles.name} title={g.skuName}>
            {g.skuName}
          </Link>
          <Stack as="span" space="xs" align="flex-end" className={styles.price}>
            <Price value={g.price} size="sm" />
            <span className={shared.muted}>{m['orders.lines.quantity']({ count: g.num })}</span>
          </Stack>
          {showSubtotal && (
            <span className={styles.subtotal}>
              <Price value={g.goodsMoney} size="sm" />
            </span>
          )}
          <Stack as="span" space="xs" align="flex-end" className={styles.after}>
            {g.refundStatus && g.refundId > 0 && (
              <Link to={refundDetailHref(g.refundId)} className={shared.link} data-refund-status={g.refundStatus}>
                {g.refundStatusName || refundStatusText(g.refundStatus)}
              </Link>
            )}
            {lineCanRefund(order, g) && (
              <Link
                to={refundHref(g.orderGoodsId)}
                className={shared.link}
                aria-label={m['orders.lines.refundLabel']({ name: g.skuName })}
              >
                {m['orders.lines.refund']()}
              </Link>
            )}
          </Stack>
        </Inline>
      ))}
    </Stack>
  );
}

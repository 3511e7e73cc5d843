import { useId } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Box, Img, Price, Stack } from '@mall/ui';
import { AlertText, DescriptionList, pageStyles as shared } from '@mall/page-kit';
import type { OrderDetailItem } from '../../fixtures';
import * as styles from './OrderPayParts.css';

export type PayPartsOrder = Pick<OrderDetailItem, 'orderId' | 'status' | 'payParts'>;

export interface OrderPayPartsProps {
  order: PayPartsOrder;
  /** The section's class on the page (its rule above). */
  className?: string;
}

const paid = (fen: number) => fen > 0;

/**
 * 支付明细 on the member's order detail: how the order was (or is being) paid. Props: `order` (orderId,
 * status, payParts from the order detail). Shows each consumption voucher's part (marked held while a
 * transfer is reviewed), then 余额支付, 在线支付 and 线下转账 when they paid anything, and the latest
 * transfer's review state, review remark and certificate pictures (full size in a new tab) with a link to
 * every transfer of the order; `className` for the section. Renders nothing for an order nobody paid yet. States: voucher only,
 * voucher + transfer pending, transfer refused (the voucher part came back: pay again), long voucher names.
 */
export function OrderPayParts({ order, className }: OrderPayPartsProps) {
  const titleId = useId();
  const parts = order.payParts;
  const latest = parts.tickets[0];
  if (!latest && !paid(parts.voucherMoney) && !paid(parts.balanceMoney) && !paid(parts.onlineMoney) && !paid(parts.offlineMoney)) return null;
  const reviewing = order.status === 'REVIEWING';
  const money = (fen: number) => <Price value={fen} size="sm" />;
  return (
    <Stack as="section" space="sm" aria-labelledby={titleId} className={className} data-testid="order-pay-parts">
      <h2 id={titleId} className={styles.title}>
        {m['orders.payParts.title']()}
      </h2>
      {latest?.status === 'REFUSED' && order.status === 'UNPAID' && <AlertText message={m['orders.payParts.refusedNotice']()} />}
      <DescriptionList
        rows={[
          parts.vouchers.length > 0 && [
            (reviewing ? m['orders.payParts.voucherHeld']() : m['orders.payParts.voucher']()),
            <Stack as="ul" space="xxs" className={styles.vouchers} key="vouchers">
              {parts.vouchers.map((v) => (
                <Box as="li" display="flex" gap="sm" justifyContent="space-between" key={v.voucherNo}>
                  <span className={styles.voucherName}>{m['orders.payParts.voucherLine']({ name: v.voucherName, no: v.voucherNo })}</span>
                  {money(v.money)}
                </Box>
              ))}
            </Stack>,
            { testId: 'pay-part-voucher' },
          ],
          paid(parts.balanceMoney) && [m['orders.payParts.balance'](), money(parts.balanceMoney), { testId: 'pay-part-balance' }],
          paid(parts.onlineMoney) && [m['orders.payParts.online'](), money(parts.onlineMoney), { testId: 'pay-part-online' }],
          paid(parts.offlineMoney) && [m['orders.payParts.offline'](), money(parts.offlineMoney), { testId: 'pay-part-offline' }],
          latest && [
            m['orders.payParts.offlineStatus'](),
            <span className={styles.status[latest.status]} key="status">
              {latest.statusName}
            </span>,
            { testId: 'pay-part-offline-status' },
          ],
          !!latest?.reviewRemark && [m['orders.payParts.reviewRemark'](), latest.reviewRemark],
          !!latest?.remark && [m['orders.payParts.remark'](), latest.remark],
          latest && [
            m['orders.payParts.certificate'](),
            <Box as="ul" display="flex" flexWrap="wrap" gap="sm" className={styles.images} key="images">
              {latest.images.map((src, index) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <Img src={src} alt={m['orders.payParts.certificateAlt']({ n: index + 1 })} fit="cover" className={styles.image} />
                  </a>
                </li>
              ))}
            </Box>,
          ],
          latest && [
            m['orders.payParts.history'](),
            <Link to={`/member/paytickets?order_id=${order.orderId}`} className={shared.link} key="history">
              {m['orders.detail.payTickets']()}
            </Link>,
          ],
        ]}
      />
    </Stack>
  );
}

import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import type { PayStage } from '../../lib/payStage';
import { OrderListLink } from '../../lib/InvalidLink';
import { payTicketsHref } from '../../lib/params';
import { pageStyles as shared } from '@mall/page-kit';
import { PayNotice } from '../PayNotice/PayNotice';

export interface PayBlockedProps {
  /** Why nothing can be paid: already paid, transfer under review, or closed. */
  stage: Exclude<PayStage, 'payable'>;
  /** The first order, for the 付款凭证 link while under review. */
  orderId?: number;
}

/**
 * Shown on /pay and /orderPay instead of the payment form when nothing is left to pay, so an order is never
 * paid twice. Props: `stage` (paid, reviewing, closed), `orderId` (for the 付款凭证 link while under review).
 * Every state links to the order list.
 */
export function PayBlocked({ stage, orderId }: PayBlockedProps) {
  const t = useT();
  return (
    <PayNotice
      tone={stage === 'paid' ? 'success' : stage === 'reviewing' ? 'info' : 'error'}
      title={t(`pay.blocked.${stage}Title`)}
      text={t(`pay.blocked.${stage}Text`)}
      actions={
        <>
          {stage === 'reviewing' && orderId !== undefined && (
            <Link to={payTicketsHref(orderId)} className={shared.link}>
              {t('pay.blocked.toTickets')}
            </Link>
          )}
          <OrderListLink />
        </>
      }
    />
  );
}

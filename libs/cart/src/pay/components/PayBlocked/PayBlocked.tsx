import { Link } from 'react-router-dom';
import { m, type Message } from '@mall/i18n';
import type { PayStage } from '../../lib/payStage';
import { OrderListLink } from '../../lib/InvalidLink';
import { payTicketsHref } from '../../lib/params';
import { pageStyles as shared } from '@mall/page-kit';
import { PayNotice } from '../PayNotice/PayNotice';

export interface PayBlockedProps {
  /** Why nothing can be paid: already paid, transfer under review, or closed. */
  stage: BlockedStage;
  /** The first order, for the 付款凭证 link while under review. */
  orderId?: number;
}

type BlockedStage = Exclude<PayStage, 'payable'>;

/** What each stage says: its notice's title and text. */
const BLOCKED_TEXT: Record<BlockedStage, { title: Message; text: Message }> = {
  paid: { title: m['pay.blocked.paidTitle'], text: m['pay.blocked.paidText'] },
  reviewing: { title: m['pay.blocked.reviewingTitle'], text: m['pay.blocked.reviewingText'] },
  closed: { title: m['pay.blocked.closedTitle'], text: m['pay.blocked.closedText'] },
};

/**
 * Shown on /pay and /orderPay instead of the payment form when nothing is left to pay, so an order is never
 * paid twice. Props: `stage` (paid, reviewing, closed), `orderId` (for the 付款凭证 link while under review).
 * Every state links to the order list.
 */
export function PayBlocked({ stage, orderId }: PayBlockedProps) {
  return (
    <PayNotice
      tone={stage === 'paid' ? 'success' : stage === 'reviewing' ? 'info' : 'error'}
      title={BLOCKED_TEXT[stage].title()}
      text={BLOCKED_TEXT[stage].text()}
      actions={
        <>
          {stage === 'reviewing' && orderId !== undefined && (
            <Link to={payTicketsHref(orderId)} className={shared.link}>
              {m['pay.blocked.toTickets']()}
            </Link>
          )}
          <OrderListLink />
        </>
      }
    />
  );
}

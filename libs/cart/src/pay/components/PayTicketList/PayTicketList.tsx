import { Link } from 'react-router-dom';
import type { PaymentStatus, PayTicketsQuery } from '@mall/gateway-client';
import { m, messageFor, type Message } from '@mall/i18n';
import { Box, cx, Empty, formatDateTime, Img, Inline, Price, Stack } from '@mall/ui';
import { pageStyles as shared } from '@mall/page-kit';
import * as payStyles from '../../lib/styles.css';
import * as styles from './PayTicketList.css';

export type PayTicket = PayTicketsQuery['payTickets']['tickets'][number];

/** A certificate's review status (待提交 / 审核中 / 审核通过 / 审核未通过). */
const TICKET_STATUS_TEXT: Record<PaymentStatus, Message> = {
  CREATED: m['pay.tickets.statusName.CREATED'],
  REVIEWING: m['pay.tickets.statusName.REVIEWING'],
  PAID: m['pay.tickets.statusName.PAID'],
  REFUSED: m['pay.tickets.statusName.REFUSED'],
};

export interface PayTicketListProps {
  /** The order's offline-transfer submissions, newest first. */
  tickets: readonly PayTicket[];
  /** Where to upload (again); null when the order cannot take another certificate. */
  uploadHref?: string | null;
}

/**
 * The offline-transfer certificates of an order on /member/paytickets, newest first. Props: `tickets`
 * (payTickets.tickets: payNo, amount, status, images, remark, reviewRemark, createTime), `uploadHref`
 * (/orderPay?order_ids=…, or null when the order takes no new certificate). Each shows 审核中 / 审核通过 / 审核未通过
 * with the reason, the submitted time, the images (open full size) and the remark. States: reviewing, refused
 * (with 重新上传凭证), paid, empty (with 上传转账凭证), long remark.
 */
export function PayTicketList({ tickets, uploadHref }: PayTicketListProps) {
  const upload = uploadHref ? (
    <Link to={uploadHref} className={shared.link}>
      {tickets.length === 0 ? m['pay.tickets.uploadFirst']() : m['pay.tickets.uploadAgain']()}
    </Link>
  ) : null;
  if (tickets.length === 0) return <Empty text={m['pay.tickets.empty']()} action={upload} />;
  return (
    <Stack space="lg">
      <Stack as="ol" space="md" className={styles.list}>
        {tickets.map((ticket) => (
          <Stack as="li" space="sm" padding="md" borderRadius="sm" key={ticket.paymentId} className={payStyles.panel} data-testid="pay-ticket">
            <Box display="flex" justifyContent="space-between" gap="md" flexWrap="wrap">
              <span className={shared.muted}>
                {m['pay.tickets.payNo']()} {ticket.payNo}
              </span>
              <span className={cx(styles.status, styles.statusTone[ticket.status])}>
                {messageFor(TICKET_STATUS_TEXT, ticket.status, `pay.tickets.statusName.${ticket.status}`)}
              </span>
            </Box>
            <dl className={shared.dl}>
              <dt className={shared.dt}>{m['pay.tickets.amount']()}</dt>
              <dd className={shared.dd}>
                <Price value={ticket.amount} size="sm" />
              </dd>
              <dt className={shared.dt}>{m['pay.tickets.submittedAt']()}</dt>
              <dd className={shared.dd}>{formatDateTime(ticket.createTime)}</dd>
              {ticket.status === 'REFUSED' && (
                <>
                  <dt className={shared.dt}>{m['pay.tickets.refuseReason']()}</dt>
                  <dd className={cx(shared.dd, styles.refused)}>{ticket.reviewRemark || '—'}</dd>
                </>
              )}
              {ticket.remark && (
                <>
                  <dt className={shared.dt}>{m['pay.tickets.remark']()}</dt>
                  <dd className={shared.dd}>{ticket.remark}</dd>
                </>
              )}
              <dt className={shared.dt}>{m['pay.tickets.images']()}</dt>
              <dd className={shared.dd}>
                <Box as="ul" display="flex" flexWrap="wrap" gap="sm" className={styles.images}>
                  {ticket.images.map((src, index) => (
                    <li key={src}>
                      <a href={src} target="_blank" rel="noreferrer" className={styles.imageLink}>
                        <Img src={src} alt={m['pay.tickets.imageAlt']({ index: index + 1 })} fit="cover" className={styles.image} />
                      </a>
                    </li>
                  ))}
                </Box>
              </dd>
            </dl>
          </Stack>
        ))}
      </Stack>
      {upload && <Inline space="sm">{upload}</Inline>}
    </Stack>
  );
}

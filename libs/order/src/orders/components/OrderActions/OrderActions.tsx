import { useState } from 'react';
import { Link } from 'react-router-dom';
import { m, type Message } from '@mall/i18n';
import { Box, Button, cx, Dialog, Inline, Select, Stack } from '@mall/ui';
import { ORDER_ACTION_TEXT } from '../../lib/messages';
import { actionHref, detailHref, orderActions, type ActionableOrder } from '../../lib/orderActions';
import { pageStyles as shared } from '@mall/page-kit';
import * as orderStyles from '../../lib/styles.css';
import { linkButtonLayout } from '../../lib/linkButton';
import * as styles from './OrderActions.css';

/** The actions that change the order (a mutation after a confirm dialog). */
export type OrderMutationKind = 'close' | 'takedelivery' | 'extendtakedelivery';

export interface OrderActionsProps {
  order: ActionableOrder;
  /**
   * Runs a confirmed mutation; resolves null on success or the message to show (the server's
   * refusal), which keeps the dialog open.
   */
  onAct: (kind: OrderMutationKind, orderId: number, reason?: string) => Promise<string | null>;
  /** Adds 订单详情 (the list card; the detail page itself has none). */
  showDetail?: boolean;
}

const CLOSE_REASONS: readonly Message[] = [
  m['orders.closeReasons.noNeed'],
  m['orders.closeReasons.wrongInfo'],
  m['orders.closeReasons.outOfStock'],
  m['orders.closeReasons.cheaper'],
  m['orders.closeReasons.other'],
];

const DIALOG: Record<OrderMutationKind, { title: Message; text: Message; confirm: Message }> = {
  close: { title: m['orders.actions.closeTitle'], text: m['orders.actions.closeText'], confirm: m['orders.actions.closeConfirm'] },
  takedelivery: { title: m['orders.actions.takeTitle'], text: m['orders.actions.takeText'], confirm: m['orders.actions.takeConfirm'] },
  extendtakedelivery: {
    title: m['orders.actions.extendTitle'],
    text: m['orders.actions.extendText'],
    confirm: m['orders.actions.extendConfirm'],
  },
};

function isMutation(kind: string): kind is OrderMutationKind {
  return kind === 'close' || kind === 'takedelivery' || kind === 'extendtakedelivery';
}

/**
 * The buttons of an order on the list card and the detail page, derived from the status and the API's action
 * flags (an illegal transition is never shown). Links: 去付款 (/pay), 查看转账凭证, 查看物流, 评价 / 追评 (/evaluate), 订单详情
 * (`showDetail`). Mutations behind a confirm dialog: 取消订单 (a reason must be chosen), 确认收货, 延长收货 (once).
 * Props: `order`, `onAct(kind, orderId, reason?)` resolving null on success or the refusal to show in the
 * dialog, `showDetail`. States: every status, refused.
 */
export function OrderActions({ order, onAct, showDetail = false }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderMutationKind | null>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kinds = orderActions(order);

  const openDialog = (kind: OrderMutationKind) => {
    setOpen(kind);
    setReason('');
    setInvalid(false);
    setRefusal(null);
  };
  const confirm = async () => {
    if (!open) return;
    if (open === 'close' && !reason) {
      setInvalid(true);
      return;
    }
    setPending(true);
    const message = await onAct(open, order.orderId, open === 'close' ? reason : undefined);
    setPending(false);
    if (message === null) setOpen(null);
    else setRefusal(message);
  };

  const dialog = open ? DIALOG[open] : null;
  return (
    <Inline space="sm" align="flex-end" role="group" aria-label={m['orders.actions.label']()}>
      {showDetail && (
        <Link to={detailHref(order)} className={shared.link}>
          {m['orders.card.detail']()}
        </Link>
      )}
      {kinds.map((kind) => {
        const label = ORDER_ACTION_TEXT[kind]();
        const primary = kind === 'pay' || kind === 'takedelivery' || kind === 'evaluate';
        if (isMutation(kind)) {
          return (
            <Button key={kind} size="sm" variant={primary ? 'primary' : 'secondary'} onClick={() => openDialog(kind)}>
              {label}
            </Button>
          );
        }
        const href = actionHref(kind, order.orderId);
        return href ? (
          <Link key={kind} to={href} className={cx(linkButtonLayout, primary ? orderStyles.linkButtonPrimary : orderStyles.linkButton)}>
            {label}
          </Link>
        ) : null;
      })}
      {dialog && (
        <Dialog
          open
          size="sm"
          title={dialog.title()}
          onClose={() => setOpen(null)}
          footer={
            <Box display="flex" justifyContent="flex-end" gap="sm">
              <Button variant="secondary" onClick={() => setOpen(null)}>
                {m['orders.actions.keep']()}
              </Button>
              <Button loading={pending} onClick={() => void confirm()}>
                {dialog.confirm()}
              </Button>
            </Box>
          }
        >
          <Stack space="md">
            <p className={styles.text}>{dialog.text()}</p>
            {open === 'close' && (
              <Select
                label={m['orders.actions.closeReason']()}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setInvalid(false);
                }}
                options={CLOSE_REASONS.map((reason) => ({ value: reason(), label: reason() }))}
                error={invalid ? m['orders.actions.closeReasonRequired']() : undefined}
                required
              />
            )}
            {refusal && (
              <p role="alert" className={shared.error}>
                {refusal}
              </p>
            )}
          </Stack>
        </Dialog>
      )}
    </Inline>
  );
}

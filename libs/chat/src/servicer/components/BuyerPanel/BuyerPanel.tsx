import type { ChatCard } from '@mall/rest-contract';
import { m } from '@mall/i18n';
import * as styles from './BuyerPanel.css';
import { Stack } from '@mall/ui';

export interface BuyerPanelProps {
  nickname: string;
  /** The buyer's recent orders with this shop (cards). */
  orders: ChatCard[];
  /** Goods the buyer asked about in this session (cards). */
  goods: ChatCard[];
  onSendOrder: (orderId: number) => void;
  onSendGoods: (skuId: number) => void;
}

/**
 * The servicer console's side panel. Props: `nickname`, `orders` (the buyer's recent orders with this shop),
 * `goods` (goods asked about in the session), `onSendOrder`, `onSendGoods` (reply with the card). States:
 * with orders and goods; empty.
 */
export function BuyerPanel({ nickname, orders, goods, onSendOrder, onSendGoods }: BuyerPanelProps) {
  return (
    <Stack space="md" className={styles.panel} data-testid="buyer-panel">
      <h3 className={styles.heading}>
        {m['chatDialog.buyer']()}：{nickname}
      </h3>
      <h4 className={styles.heading}>{m['chatDialog.recentOrders']()}</h4>
      {orders.length === 0 && <p className={styles.muted}>{m['chatDialog.noOrders']()}</p>}
      {orders.map((o) => (
        <Stack space="xxs" key={o.order_id} className={styles.item}>
          <span>{m['chatDialog.orderNo']({ no: o.order_no ?? '' })}</span>
          <span>{o.sku_name}</span>
          <span>
            ¥{o.order_money} {o.order_status_name}
          </span>
          <button type="button" className={styles.send} onClick={() => onSendOrder(o.order_id!)}>
            {m['chatDialog.sendOrder']()}
          </button>
        </Stack>
      ))}
      <h4 className={styles.heading}>{m['chatDialog.askedGoods']()}</h4>
      {goods.length === 0 && <p className={styles.muted}>{m['chatDialog.noGoods']()}</p>}
      {goods.map((g) => (
        <Stack space="xxs" key={g.sku_id} className={styles.item}>
          <span>{g.sku_name}</span>
          <span>¥{g.price}</span>
          <button type="button" className={styles.send} onClick={() => onSendGoods(g.sku_id!)}>
            {m['chatDialog.sendGoods']()}
          </button>
        </Stack>
      ))}
    </Stack>
  );
}

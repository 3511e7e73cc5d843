import type { ReactNode } from 'react';
import type { OrderListQuery, OrderTab } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Tabs } from '@mall/ui';
import { ORDER_TAB_TEXT } from '../../lib/messages';
import { ORDER_TABS } from '../../lib/orderUrl';

type Counts = OrderListQuery['orders']['counts'];

export interface OrderTabsProps {
  tab: OrderTab;
  /** The counts the API gives (待付款, 待发货, 待收货, 待评价, 退款中); other tabs show none. */
  counts: Counts | null;
  onChange: (tab: OrderTab) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** The count of a tab, or null when the API does not count it (全部, 已完成, 已关闭). */
export function tabCount(tab: OrderTab, counts: Counts | null): number | null {
  if (!counts) return null;
  switch (tab) {
    case 'WAIT_PAY':
      return counts.waitPay;
    case 'WAIT_SEND':
      return counts.waitSend;
    case 'WAIT_CONFIRM':
      return counts.waitConfirm;
    case 'WAIT_RATE':
      return counts.waitRate;
    case 'REFUNDING':
      return counts.refunding;
    default:
      return null;
  }
}

/**
 * The status tabs of /member/order_list: 全部订单 / 待付款 / 待发货 / 待收货 / 待评价 / 已完成 / 已关闭 / 退款中. The API counts 待付款,
 * 待发货, 待收货, 待评价 and 退款中, shown as 待付款(2); zero counts are left out. Props: `tab`, `counts` (null while
 * unknown), `onChange(tab)`, `children` (the selected panel). States: with counts, without counts, another
 * tab selected.
 */
export function OrderTabs({ tab, counts, onChange, children }: OrderTabsProps) {
  return (
    <Tabs
      label={m['orders.tabs.label']()}
      value={tab}
      onChange={(id) => onChange(id as OrderTab)}
      items={ORDER_TABS.map((id) => {
        const n = tabCount(id, counts);
        const name = ORDER_TAB_TEXT[id]();
        return {
          id,
          label: n ? `${name}(${n})` : name,
          content: id === tab ? children : null,
        };
      })}
    />
  );
}

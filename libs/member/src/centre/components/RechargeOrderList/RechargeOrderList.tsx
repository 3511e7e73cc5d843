import { Link } from 'react-router-dom';
import type { MemberRechargeListQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Inline, Table, type TableColumn } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import * as styles from './RechargeOrderList.css';
import { pageStyles as shared } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export type RechargeOrderRow = MemberRechargeListQuery['rechargeOrders']['list'][number];

export interface RechargeOrderListProps {
  orders: readonly RechargeOrderRow[];
  /** The pay page of an unpaid order and the detail page of any order. */
  payHref: (id: number) => string;
  detailHref: (id: number) => string;
}

/**
 * 充值记录: number, package, price, status and time; 去支付 for unpaid orders, 查看详情 for all.
 *
 * The recharge orders of /member/recharge_list as a table. Props: `orders`, `payHref(id)` (去支付, unpaid only),
 * `detailHref(id)`. States: orders, empty.
 */
export function RechargeOrderList({ orders, payHref, detailHref }: RechargeOrderListProps) {
  const columns: TableColumn<RechargeOrderRow>[] = [
    { key: 'orderNo', title: m['member.recharge.orderNo'](), render: (o) => <span className={styles.no}>{o.orderNo}</span> },
    { key: 'packageName', title: m['member.recharge.package']() },
    { key: 'buyPrice', title: m['member.recharge.buyPrice'](), render: (o) => <span className={shared.money}>{fenToYuan(o.buyPrice)}</span>, align: 'right' },
    { key: 'statusName', title: m['member.recharge.status']() },
    { key: 'createTime', title: m['member.recharge.createTime'](), render: (o) => formatDateTime(o.createTime) },
    {
      key: 'ops',
      title: m['member.common.operations'](),
      render: (o) => (
        <Inline space="sm" as="span">
          {o.status === 'UNPAID' && (
            <Link to={payHref(o.id)} className={shared.link} aria-label={`${m['member.recharge.toPay']()} ${o.orderNo}`}>
              {m['member.recharge.toPay']()}
            </Link>
          )}
          <Link to={detailHref(o.id)} className={shared.link} aria-label={`${m['member.recharge.viewDetail']()} ${o.orderNo}`}>
            {m['member.recharge.viewDetail']()}
          </Link>
        </Inline>
      ),
    },
  ];
  return (
    <Table
      caption={m['member.recharge.orders']()}
      columns={columns}
      rows={orders}
      rowKey="id"
      empty={<Empty text={m['member.recharge.ordersEmpty']()} />}
    />
  );
}

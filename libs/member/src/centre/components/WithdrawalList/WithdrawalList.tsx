import type { MemberWithdrawalsQuery, WithdrawStatus } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, formatPrice, Table, type TableColumn } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import * as styles from './WithdrawalList.css';
import { DetailLink, pageStyles as shared } from '@mall/page-kit';

export type WithdrawalItem = MemberWithdrawalsQuery['withdrawals']['list'][number];

export interface WithdrawalListProps {
  withdrawals: readonly WithdrawalItem[];
  detailHref: (id: number) => string;
  loading?: boolean;
  error?: string | null;
}

/** The status colour of a withdrawal. */
export function statusTone(status: WithdrawStatus): 'pending' | 'done' | 'refused' {
  if (status === 'REFUSED') return 'refused';
  return status === 'TRANSFERRED' ? 'done' : 'pending';
}

/**
 * Withdrawals of /member/withdrawal, newest first. Props: `withdrawals`, `detailHref(id)`, `loading`,
 * `error`. Columns: number, way, amount, fee, arrival, status (pending amber, transferred green, refused
 * red), time, details link. States: mixed statuses, empty, loading, error.
 */
export function WithdrawalList({ withdrawals, detailHref, loading = false, error }: WithdrawalListProps) {
  const columns: TableColumn<WithdrawalItem>[] = [
    { key: 'withdrawNo', title: m['member.withdraw.no'](), render: (w) => <span className={styles.no}>{w.withdrawNo}</span> },
    { key: 'transferTypeName', title: m['member.withdraw.transferType']() },
    { key: 'applyMoney', title: m['member.withdraw.applyMoney'](), align: 'right', render: (w) => formatPrice(w.applyMoney) },
    { key: 'serviceMoney', title: m['member.withdraw.serviceMoney'](), align: 'right', render: (w) => formatPrice(w.serviceMoney) },
    { key: 'money', title: m['member.withdraw.money'](), align: 'right', render: (w) => <span className={shared.money}>{formatPrice(w.money)}</span> },
    {
      key: 'status',
      title: m['member.common.status'](),
      render: (w) => (
        <span className={styles.status} data-tone={statusTone(w.status)}>
          {w.statusName}
        </span>
      ),
    },
    { key: 'applyTime', title: m['member.withdraw.applyTime'](), render: (w) => formatDateTime(w.applyTime) },
    {
      key: 'op',
      title: m['member.common.operations'](),
      render: (w) => <DetailLink to={detailHref(w.id)} name={w.withdrawNo} />,
    },
  ];
  return (
    <Table
      caption={m['member.withdraw.list']()}
      hideCaption
      columns={columns}
      rows={withdrawals}
      rowKey="id"
      loading={loading}
      error={error}
      empty={<Empty size="sm" text={m['member.withdraw.empty']()} />}
    />
  );
}

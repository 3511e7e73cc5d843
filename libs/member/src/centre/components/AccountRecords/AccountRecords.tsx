import type { AccountSource, MemberAccountQuery } from '@mall/gateway-client';
import { m, type Message } from '@mall/i18n';
import { Empty, Pagination, Select, Stack, Table, type TableColumn } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import { signedPoints, signedYuan } from '../../lib/money';
import * as styles from './AccountRecords.css';
import { pageStyles as shared } from '@mall/page-kit';

export type AccountRecordItem = MemberAccountQuery['accountRecords']['list'][number];

export const ACCOUNT_SOURCES: readonly (readonly [AccountSource, Message])[] = [
  ['RECHARGE', m['member.accountPage.sourceRecharge']],
  ['WITHDRAW', m['member.accountPage.sourceWithdraw']],
  ['WITHDRAW_REFUND', m['member.accountPage.sourceWithdrawRefund']],
  ['ORDER', m['member.accountPage.sourceOrder']],
  ['REFUND', m['member.accountPage.sourceRefund']],
  ['SIGNIN', m['member.accountPage.sourceSignin']],
  ['ADJUST', m['member.accountPage.sourceAdjust']],
];

export interface AccountRecordsProps {
  records: readonly AccountRecordItem[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The source filter; omit onSourceChange to hide the filter. */
  source?: AccountSource | null;
  onSourceChange?: (source: AccountSource | null) => void;
  /** Which sources the filter offers; default all. */
  sources?: readonly AccountSource[];
  caption: string;
  emptyText?: string;
  loading?: boolean;
  error?: string | null;
}

/**
 * Balance or point movements (/member/account, /member/my_point). Props: `records`, `page`, `pageCount`,
 * `onPageChange`, `source` + `onSourceChange` (a 记录类型 filter; omit to hide), `sources`, `caption`,
 * `emptyText`, `loading`, `error`. Amounts are signed: income green, spending red. States: balance records
 * with filter and pages, empty, loading, error.
 */
export function AccountRecords({
  records,
  page,
  pageCount,
  onPageChange,
  source = null,
  onSourceChange,
  sources,
  caption,
  emptyText,
  loading = false,
  error,
}: AccountRecordsProps) {
  const offered = ACCOUNT_SOURCES.filter(([s]) => !sources || sources.includes(s));
  const columns: TableColumn<AccountRecordItem>[] = [
    { key: 'sourceName', title: m['member.accountPage.source'](), width: '16%' },
    {
      key: 'amount',
      title: m['member.accountPage.amount'](),
      align: 'right',
      width: '16%',
      render: (r) => {
        const value = r.amount ?? r.points ?? 0;
        return <span className={value < 0 ? shared.minus : shared.plus}>{r.amount !== null ? signedYuan(value) : signedPoints(value)}</span>;
      },
    },
    { key: 'remark', title: m['member.accountPage.remark'](), render: (r) => <span className={styles.remark}>{r.remark}</span> },
    { key: 'createTime', title: m['member.common.time'](), width: '22%', render: (r) => formatDateTime(r.createTime) },
  ];
  return (
    <Stack space="md">
      {onSourceChange && (
        <Select
          label={m['member.accountPage.filter']()}
          className={styles.filter}
          size="sm"
          placeholder={m['member.accountPage.sourceAll']()}
          value={source ?? ''}
          options={offered.map(([value, label]) => ({ value, label: label() }))}
          onChange={(e) => onSourceChange((e.target.value || null) as AccountSource | null)}
        />
      )}
      <Table
        caption={caption}
        hideCaption
        columns={columns}
        rows={records}
        rowKey="id"
        loading={loading}
        error={error}
        empty={<Empty size="sm" text={emptyText ?? m['member.accountPage.empty']()} />}
      />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={onPageChange} />}
    </Stack>
  );
}

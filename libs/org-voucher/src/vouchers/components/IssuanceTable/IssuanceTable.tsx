import { m } from '@mall/i18n';
import { Table, type TableColumn } from '@mall/ui';
import * as styles from './IssuanceTable.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface IssuanceRow {
  issuanceId: number;
  voucherName: string;
  faceValue: number;
  countPerMember: number;
  memberCount: number;
  total: number;
  validStart: number;
  validEnd: number;
  operator: string;
  createTime: number;
  counts: { pending: number; usable: number; used: number; expired: number };
}

export interface IssuanceTableProps {
  rows: readonly IssuanceRow[];
  /** Link of one issuance's detail page. */
  detailHref: (issuanceId: number) => string;
}

const date = (secs: number) => new Date(secs * 1000 + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Issuance records of a unit (/member/couponIssuanceRecord), each linking to its detail.
 *
 * 消费券发放记录（/member/couponIssuanceRecord）。props：rows 发放批次（名称、面值、每人张数、人数、总额、有效期、各状态张数），detailHref
 * 详情链接。状态：有记录（含超长中文名称）、空。
 */
export function IssuanceTable({ rows, detailHref }: IssuanceTableProps) {
  const columns: TableColumn<IssuanceRow>[] = [
    { key: 'voucherName', title: m['orgVoucher.voucher.voucherName']() },
    { key: 'faceValue', title: m['orgVoucher.voucher.faceValue'](), align: 'right', render: (r) => fenToYuan(r.faceValue) },
    { key: 'countPerMember', title: m['orgVoucher.voucher.countPerMember'](), align: 'center' },
    { key: 'memberCount', title: m['orgVoucher.org.memberCount'](), align: 'center' },
    { key: 'total', title: m['orgVoucher.voucher.amount'](), align: 'right', render: (r) => fenToYuan(r.total) },
    { key: 'valid', title: m['orgVoucher.voucher.validity'](), render: (r) => `${date(r.validStart)} ~ ${date(r.validEnd)}` },
    { key: 'counts', title: m['orgVoucher.voucher.status'](), render: (r) => <span className={styles.counts}>{m['orgVoucher.voucher.counts'](r.counts)}</span> },
    {
      key: 'detail',
      title: m['orgVoucher.members.actions'](),
      render: (r) => (
        <a className={styles.link} href={detailHref(r.issuanceId)} aria-label={`${m['orgVoucher.voucher.detail']()} ${r.voucherName}`}>
          {m['orgVoucher.voucher.detail']()}
        </a>
      ),
    },
  ];
  return <Table caption={m['orgVoucher.voucher.records']()} hideCaption columns={columns} rows={rows} rowKey="issuanceId" empty={m['orgVoucher.voucher.recordsEmpty']()} />;
}

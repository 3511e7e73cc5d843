import type { VerifyRecordFieldsFragment } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Table, type TableColumn } from '@mall/ui';
import { DetailLink } from '@mall/page-kit';
import { formatDateTime } from '../../lib/format';
import * as styles from '../VerifyCodeList/VerifyCodeList.css';

export type VerifyRecordRow = VerifyRecordFieldsFragment;

export interface VerifyRecordListProps {
  records: readonly VerifyRecordRow[];
  detailHref: (id: number) => string;
}

/**
 * 核销记录 of a verifier (/member/verification_list): each redeem attempt at the desk — code, type,
 * order, goods, result (核销成功, or 未核销 with the reason) and time — linking to its page. States:
 * records, empty.
 */
export function VerifyRecordList({ records, detailHref }: VerifyRecordListProps) {
  const columns: TableColumn<VerifyRecordRow>[] = [
    { key: 'code', title: m['member.verify.code'](), render: (r) => <span className={styles.code}>{r.code}</span> },
    { key: 'typeName', title: m['member.verify.type']() },
    { key: 'orderNo', title: m['member.verify.orderNo']() },
    {
      key: 'items',
      title: m['member.verify.goods'](),
      render: (r) => (
        <ul className={styles.goods}>
          {r.items.map((item, i) => (
            <li key={i}>
              {item.skuName} {m['member.verify.num']({ num: item.num })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'outcome', title: m['member.verify.desk.outcome'](), render: (r) => outcomeText(r) },
    { key: 'createTime', title: m['member.verify.desk.attemptTime'](), render: (r) => formatDateTime(r.createTime) },
    { key: 'ops', title: m['member.common.operations'](), render: (r) => <DetailLink to={detailHref(r.id)} name={r.code} /> },
  ];
  return <Table caption={m['member.verify.desk.records']()} hideCaption columns={columns} rows={records} rowKey="id" empty={<Empty text={m['member.verify.desk.recordsEmpty']()} />} />;
}

/** 核销成功, or 未核销 with the reason. */
export const outcomeText = (r: VerifyRecordRow) => (r.outcome === 'OK' ? m['member.verify.desk.ok']() : `${m['member.verify.desk.refused']()}：${r.reason}`);

import type { VerifyRecordFieldsFragment } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
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
  const t = useT();
  const columns: TableColumn<VerifyRecordRow>[] = [
    { key: 'code', title: t('member.verify.code'), render: (r) => <span className={styles.code}>{r.code}</span> },
    { key: 'typeName', title: t('member.verify.type') },
    { key: 'orderNo', title: t('member.verify.orderNo') },
    {
      key: 'items',
      title: t('member.verify.goods'),
      render: (r) => (
        <ul className={styles.goods}>
          {r.items.map((item, i) => (
            <li key={i}>
              {item.skuName} {t('member.verify.num', { num: item.num })}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'outcome', title: t('member.verify.desk.outcome'), render: (r) => outcomeText(t, r) },
    { key: 'createTime', title: t('member.verify.desk.attemptTime'), render: (r) => formatDateTime(r.createTime) },
    { key: 'ops', title: t('member.common.operations'), render: (r) => <DetailLink to={detailHref(r.id)} name={r.code} /> },
  ];
  return <Table caption={t('member.verify.desk.records')} hideCaption columns={columns} rows={records} rowKey="id" empty={<Empty text={t('member.verify.desk.recordsEmpty')} />} />;
}

/** 核销成功, or 未核销 with the reason. */
export const outcomeText = (t: ReturnType<typeof useT>, r: VerifyRecordRow) => (r.outcome === 'OK' ? t('member.verify.desk.ok') : `${t('member.verify.desk.refused')}：${r.reason}`);

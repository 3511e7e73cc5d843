import type { MemberVerifyCodesQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Table, type TableColumn } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import * as styles from './VerifyCodeList.css';
import { DetailLink } from '@mall/page-kit';

export type VerifyCodeRow = MemberVerifyCodesQuery['verifyCodes']['list'][number];

export interface VerifyCodeListProps {
  codes: readonly VerifyCodeRow[];
  detailHref: (id: number) => string;
}

/**
 * 核销记录: code, type, order, goods, state and time of each verification code, linking to the detail.
 *
 * The verification codes of /member/verification_list (pickup and virtual goods). Props: `codes`,
 * `detailHref(id)`. States: codes, empty.
 */
export function VerifyCodeList({ codes, detailHref }: VerifyCodeListProps) {
  const columns: TableColumn<VerifyCodeRow>[] = [
    { key: 'code', title: m['member.verify.code'](), render: (c) => <span className={styles.code}>{c.code}</span> },
    { key: 'typeName', title: m['member.verify.type']() },
    { key: 'orderNo', title: m['member.verify.orderNo']() },
    {
      key: 'items',
      title: m['member.verify.goods'](),
      render: (c) => (
        <ul className={styles.goods}>
          {c.items.map((item, i) => (
            <li key={i}>
              {item.skuName} {m['member.verify.num']({ num: item.num })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'verified',
      title: m['member.verify.state'](),
      render: (c) => (c.verified ? m['member.verify.verified']() : m['member.verify.unverified']()),
    },
    { key: 'createTime', title: m['member.verify.createTime'](), render: (c) => formatDateTime(c.createTime) },
    {
      key: 'ops',
      title: m['member.common.operations'](),
      render: (c) => <DetailLink to={detailHref(c.id)} name={c.code} />,
    },
  ];
  return <Table caption={m['member.verify.list']()} hideCaption columns={columns} rows={codes} rowKey="id" empty={<Empty text={m['member.verify.empty']()} />} />;
}

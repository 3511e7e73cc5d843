import type { MemberVerifyCodesQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
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
  const t = useT();
  const columns: TableColumn<VerifyCodeRow>[] = [
    { key: 'code', title: t('member.verify.code'), render: (c) => <span className={styles.code}>{c.code}</span> },
    { key: 'typeName', title: t('member.verify.type') },
    { key: 'orderNo', title: t('member.verify.orderNo') },
    {
      key: 'items',
      title: t('member.verify.goods'),
      render: (c) => (
        <ul className={styles.goods}>
          {c.items.map((item, i) => (
            <li key={i}>
              {item.skuName} {t('member.verify.num', { num: item.num })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'verified',
      title: t('member.verify.state'),
      render: (c) => (c.verified ? t('member.verify.verified') : t('member.verify.unverified')),
    },
    { key: 'createTime', title: t('member.verify.createTime'), render: (c) => formatDateTime(c.createTime) },
    {
      key: 'ops',
      title: t('member.common.operations'),
      render: (c) => <DetailLink to={detailHref(c.id)} name={c.code} />,
    },
  ];
  return <Table caption={t('member.verify.list')} hideCaption columns={columns} rows={codes} rowKey="id" empty={<Empty text={t('member.verify.empty')} />} />;
}

import { useT } from '@mall/i18n';
import { DescriptionList } from '@mall/page-kit';
import { formatDateTime } from '../../lib/format';
import { outcomeText, type VerifyRecordRow } from '../VerifyRecordList/VerifyRecordList';
import * as styles from '../VerifyCodeList/VerifyCodeList.css';

export interface VerifyRecordDetailProps {
  record: VerifyRecordRow;
}

/**
 * One attempt at the desk (/member/verification_detail?record=): code, result with the reason, type,
 * order, shop, goods, verifier and time. States: redeemed, refused (an unknown code has no order or
 * goods).
 */
export function VerifyRecordDetail({ record }: VerifyRecordDetailProps) {
  const t = useT();
  return (
    <DescriptionList
      rows={[
        [t('member.verify.code'), <span key="c" className={styles.code}>{record.code}</span>],
        [t('member.verify.desk.outcome'), outcomeText(t, record)],
        [t('member.verify.type'), record.typeName],
        [t('member.verify.orderNo'), record.orderNo],
        [t('member.verify.shop'), record.shopName],
        [t('member.verify.goods'), record.items.map((i) => `${i.skuName} ${t('member.verify.num', { num: i.num })}`).join('；')],
        [t('member.verify.verifier'), record.verifierName],
        [t('member.verify.desk.attemptTime'), formatDateTime(record.createTime)],
      ]}
    />
  );
}

import { m } from '@mall/i18n';
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
  return (
    <DescriptionList
      rows={[
        [m['member.verify.code'](), <span key="c" className={styles.code}>{record.code}</span>],
        [m['member.verify.desk.outcome'](), outcomeText(record)],
        [m['member.verify.type'](), record.typeName],
        [m['member.verify.orderNo'](), record.orderNo],
        [m['member.verify.shop'](), record.shopName],
        [m['member.verify.goods'](), record.items.map((i) => `${i.skuName} ${m['member.verify.num']({ num: i.num })}`).join('；')],
        [m['member.verify.verifier'](), record.verifierName],
        [m['member.verify.desk.attemptTime'](), formatDateTime(record.createTime)],
      ]}
    />
  );
}

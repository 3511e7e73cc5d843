import type { MemberVerifyCodeQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Img, Inline, Price, Stack } from '@mall/ui';
import { formatDateTime } from '../../lib/format';
import * as styles from './VerifyCodeDetail.css';
import { DescriptionList, type DescriptionRow } from '@mall/page-kit';

export type VerifyCodeInfo = NonNullable<MemberVerifyCodeQuery['verifyCode']>;

export interface VerifyCodeDetailProps {
  code: VerifyCodeInfo;
}

/**
 * One verification code (/member/verification_detail): code, state, order, shop, pickup store, times (有效期至 or
 * 长期有效), verifier once verified, and the goods. States: pickup waiting, virtual goods
 * verified.
 */
export function VerifyCodeDetail({ code }: VerifyCodeDetailProps) {
  const rows: (DescriptionRow | false)[] = [
    [m['member.verify.code'](), <span key="c" className={styles.code}>{code.code}</span>],
    [m['member.verify.type'](), code.typeName],
    [m['member.verify.state'](), code.verified ? m['member.verify.verified']() : m['member.verify.unverified']()],
    [m['member.verify.orderNo'](), code.orderNo],
    [m['member.verify.shop'](), code.shopName],
    Boolean(code.storeName) && [m['member.verify.store'](), code.storeName],
    Boolean(code.storeAddress) && [m['member.verify.storeAddress'](), code.storeAddress],
    [m['member.verify.createTime'](), formatDateTime(code.createTime)],
    [m['member.verify.expireTime'](), code.expireTime > 0 ? formatDateTime(code.expireTime) : m['member.verify.never']()],
    code.verified && [m['member.verify.verifyTime'](), formatDateTime(code.verifyTime)],
    code.verified && [m['member.verify.verifier'](), code.verifierName ?? ''],
  ];
  return (
    <Stack space="lg">
      <DescriptionList rows={rows} />
      <VerifyItemList items={code.items} />
    </Stack>
  );
}

/**
 * 核销商品: the goods of a code (picture, name, quantity, and the price when known), under its heading;
 * the code's page and the verification desk show it.
 */
export function VerifyItemList({ items }: { items: readonly { skuName: string; skuImage: string; num: number; price?: number }[] }) {
  return (
    <section aria-labelledby="verify-items">
      <h2 id="verify-items" className={styles.heading}>
        {m['member.verify.items']()}
      </h2>
      <Stack as="ul" space="sm" className={styles.items}>
        {items.map((item, i) => (
          <Inline as="li" space="sm" wrap={false} key={i}>
            <Img src={item.skuImage} alt="" fallback="goods" className={styles.thumb} />
            <span>{item.skuName}</span>
            <span>{m['member.verify.num']({ num: item.num })}</span>
            {item.price !== undefined && <Price value={item.price} />}
          </Inline>
        ))}
      </Stack>
    </section>
  );
}

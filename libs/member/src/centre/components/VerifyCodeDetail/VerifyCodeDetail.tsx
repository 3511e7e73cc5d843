import type { MemberVerifyCodeQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
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
  const t = useT();
  const rows: (DescriptionRow | false)[] = [
    [t('member.verify.code'), <span key="c" className={styles.code}>{code.code}</span>],
    [t('member.verify.type'), code.typeName],
    [t('member.verify.state'), code.verified ? t('member.verify.verified') : t('member.verify.unverified')],
    [t('member.verify.orderNo'), code.orderNo],
    [t('member.verify.shop'), code.shopName],
    Boolean(code.storeName) && [t('member.verify.store'), code.storeName],
    Boolean(code.storeAddress) && [t('member.verify.storeAddress'), code.storeAddress],
    [t('member.verify.createTime'), formatDateTime(code.createTime)],
    [t('member.verify.expireTime'), code.expireTime > 0 ? formatDateTime(code.expireTime) : t('member.verify.never')],
    code.verified && [t('member.verify.verifyTime'), formatDateTime(code.verifyTime)],
    code.verified && [t('member.verify.verifier'), code.verifierName ?? ''],
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
  const t = useT();
  return (
    <section aria-labelledby="verify-items">
      <h2 id="verify-items" className={styles.heading}>
        {t('member.verify.items')}
      </h2>
      <Stack as="ul" space="sm" className={styles.items}>
        {items.map((item, i) => (
          <Inline as="li" space="sm" wrap={false} key={i}>
            <Img src={item.skuImage} alt="" fallback="goods" className={styles.thumb} />
            <span>{item.skuName}</span>
            <span>{t('member.verify.num', { num: item.num })}</span>
            {item.price !== undefined && <Price value={item.price} />}
          </Inline>
        ))}
      </Stack>
    </section>
  );
}

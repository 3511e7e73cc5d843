import type { DeskVerifyTargetFieldsFragment } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Button, Stack } from '@mall/ui';
import { AlertText, DescriptionList, type DescriptionRow } from '@mall/page-kit';
import { formatDateTime } from '../../lib/format';
import * as styles from '../VerifyCodeDetail/VerifyCodeDetail.css';
import { VerifyItemList } from '../VerifyCodeDetail/VerifyCodeDetail';

export interface DeskVerifyPanelProps {
  target: DeskVerifyTargetFieldsFragment;
  /** Redeems the code (the route calls redeemVerifyCode). */
  onRedeem: () => void;
  redeeming?: boolean;
  /** The refusal of the last redeem (已使用, 已过期 …). */
  error?: string | null;
}

/**
 * The code a verifier looked up at /member/verification: its order, buyer, store, goods and state, and
 * 确认核销 while it is unused. States: waiting (the button), redeeming, refused (the reason under the
 * button), verified (who and when, no button). Long goods names wrap.
 */
export function DeskVerifyPanel({ target, onRedeem, redeeming = false, error }: DeskVerifyPanelProps) {
  const t = useT();
  const rows: (DescriptionRow | false)[] = [
    [t('member.verify.code'), <span key="c" className={styles.code}>{target.code}</span>],
    [t('member.verify.type'), target.kind === 'virtual' ? t('member.verify.virtual') : t('member.verify.pickup')],
    [t('member.verify.state'), target.verified ? t('member.verify.verified') : t('member.verify.unverified')],
    [t('member.verify.orderNo'), target.orderNo],
    [t('member.verify.desk.buyer'), target.buyer],
    Boolean(target.storeName) && [t('member.verify.store'), target.storeName],
    target.expireTime > 0 && [t('member.verify.expireTime'), formatDateTime(target.expireTime)],
    target.verified && [t('member.verify.verifyTime'), formatDateTime(target.verifyTime)],
    target.verified && Boolean(target.verifier) && [t('member.verify.verifier'), target.verifier],
  ];
  return (
    <Stack space="lg">
      <DescriptionList rows={rows} />
      <VerifyItemList items={target.items} />
      {target.verified ? (
        <p role="status">{t('member.verify.desk.redeemed')}</p>
      ) : (
        <div>
          <Button onClick={onRedeem} loading={redeeming}>
            {t('member.verify.desk.redeem')}
          </Button>
        </div>
      )}
      <AlertText message={error} />
    </Stack>
  );
}

import type { DeskVerifyTargetFieldsFragment } from '@mall/gateway-client';
import { m } from '@mall/i18n';
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
  const rows: (DescriptionRow | false)[] = [
    [m['member.verify.code'](), <span key="c" className={styles.code}>{target.code}</span>],
    [m['member.verify.type'](), target.kind === 'virtual' ? m['member.verify.virtual']() : m['member.verify.pickup']()],
    [m['member.verify.state'](), target.verified ? m['member.verify.verified']() : m['member.verify.unverified']()],
    [m['member.verify.orderNo'](), target.orderNo],
    [m['member.verify.desk.buyer'](), target.buyer],
    Boolean(target.storeName) && [m['member.verify.store'](), target.storeName],
    target.expireTime > 0 && [m['member.verify.expireTime'](), formatDateTime(target.expireTime)],
    target.verified && [m['member.verify.verifyTime'](), formatDateTime(target.verifyTime)],
    target.verified && Boolean(target.verifier) && [m['member.verify.verifier'](), target.verifier],
  ];
  return (
    <Stack space="lg">
      <DescriptionList rows={rows} />
      <VerifyItemList items={target.items} />
      {target.verified ? (
        <p role="status">{m['member.verify.desk.redeemed']()}</p>
      ) : (
        <div>
          <Button onClick={onRedeem} loading={redeeming}>
            {m['member.verify.desk.redeem']()}
          </Button>
        </div>
      )}
      <AlertText message={error} />
    </Stack>
  );
}

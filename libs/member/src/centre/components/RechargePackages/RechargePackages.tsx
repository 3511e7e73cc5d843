import type { MemberRechargeListQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Button, Empty, Price, Stack } from '@mall/ui';
import * as styles from './RechargePackages.css';
import { pageStyles as shared } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export type RechargePackage = MemberRechargeListQuery['rechargePackages']['list'][number];

export interface RechargePackagesProps {
  packages: readonly RechargePackage[];
  /** 立即充值: creates the recharge order of the package. */
  onBuy: (id: number) => void;
  /** The package whose order is being created (its button spins, the others wait). */
  pendingId?: number | null;
}

/**
 * 充值套餐: face value, price paid and bonus points of each package, with 立即充值.
 *
 * The recharge packages of /member/recharge_list: face value, price paid and bonus points. Props: `packages`,
 * `onBuy(id)` (creates the recharge order), `pendingId`. States: packages, creating, empty.
 */
export function RechargePackages({ packages, onBuy, pendingId = null }: RechargePackagesProps) {
  if (packages.length === 0) return <Empty text={m['member.recharge.packagesEmpty']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.grid} aria-label={m['member.recharge.packages']()}>
      {packages.map((p) => (
        <Stack as="li" space="xs" key={p.id} className={styles.item}>
          <h3 className={styles.name}>{p.name}</h3>
          <span className={shared.muted}>{m['member.recharge.faceValue']({ amount: fenToYuan(p.faceValue) })}</span>
          <span>
            {m['member.recharge.buyPrice']()} <Price value={p.buyPrice} />
          </span>
          {p.point > 0 && <span className={shared.plus}>{m['member.recharge.bonus']({ point: p.point })}</span>}
          <Button
            size="sm"
            loading={pendingId === p.id}
            disabled={pendingId !== null && pendingId !== p.id}
            aria-label={`${m['member.recharge.buy']()} ${p.name}`}
            onClick={() => onBuy(p.id)}
          >
            {m['member.recharge.buy']()}
          </Button>
        </Stack>
      ))}
    </Box>
  );
}

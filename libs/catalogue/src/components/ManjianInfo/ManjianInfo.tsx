import { m } from '@mall/i18n';
import { formatDate } from '../../logic/date';
import * as styles from './ManjianInfo.css';
import { Inline, Stack } from '@mall/ui';

export interface ManjianRuleData {
  /** Fen. */
  money: number;
  discountMoney: number;
  /** e.g. 满99减10 */
  text: string;
}

export interface ManjianData {
  id: number;
  name: string;
  /** 0 every goods of the shop, 1 listed goods only. */
  type: number;
  /** Unix seconds. */
  startTime: number;
  endTime: number;
  rules: readonly ManjianRuleData[];
}

export interface ManjianInfoProps {
  manjian: ManjianData | null | undefined;
}

/**
 * The full-reduction (满减) line of the goods page: rule badges, activity name, period and scope. Nothing
 * without rules.
 *
 * The full-reduction (满减) line of /sku-{id}. Props: `manjian` (name, type 0 shop-wide / 1 listed goods, start
 * and end as unix seconds, rules with money, discountMoney and text such as 满99减10). Renders nothing when
 * there is no running activity. States: shop-wide, listed goods, none.
 */
export function ManjianInfo({ manjian }: ManjianInfoProps) {
  if (!manjian || manjian.rules.length === 0) return null;
  return (
    <Inline space="md" alignY="baseline" wrap={false} data-testid="manjian">
      <span className={styles.label}>{m['catalogue.promotion']()}</span>
      <Stack space="xxs" className={styles.body}>
        <Inline as="p" space="xs" className={styles.rules}>
          <span className={styles.kind}>{m['catalogue.manjian']()}</span>
          {manjian.rules.map((r) => (
            <span key={r.text} className={styles.rule}>
              {r.text}
            </span>
          ))}
        </Inline>
        <p className={styles.meta}>
          {manjian.name}
          {' · '}
          {(manjian.type === 0 ? m['catalogue.manjianScopeShop']() : m['catalogue.manjianScopeGoods']())}
          {manjian.startTime > 0 && manjian.endTime > 0 && (
            <>
              {' · '}
              {m['catalogue.manjianPeriod']({ start: formatDate(manjian.startTime), end: formatDate(manjian.endTime) })}
            </>
          )}
        </p>
      </Stack>
    </Inline>
  );
}

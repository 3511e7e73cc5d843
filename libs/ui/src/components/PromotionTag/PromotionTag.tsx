import { m } from '@mall/i18n';
import { fenToYuan } from '@mall/rest-contract/money';
import { cx } from '../../utils/cx';
import * as styles from './PromotionTag.css';

/** The running promotion of one goods as mall-api answers it (GraphQL GoodsPromotionSummary). */
export interface PromotionTagData {
  seckill?: { seckillPrice: number } | null;
  groupbuy?: { groupbuyPrice: number; minNum: number } | null;
  topic?: { topicName: string; topicPrice: number } | null;
  /** 满减 rules as texts (满100减10). */
  manjian?: readonly string[];
}

export interface PromotionTagProps {
  /** null / undefined or no running kind renders nothing. */
  promotion?: PromotionTagData | null;
  /** 满减 rules shown (a goods card has room for one). */
  maxManjian?: number;
  className?: string;
}

/**
 * A goods' running promotion on goods cards (/list, home floors) and cart lines: 秒杀 ¥x, 团购 ¥x ·
 * N件起, 专题价 ¥x and 满减 rules, from GraphQL `promotion: GoodsPromotionSummary` (mall-api /api/goods/promotions,
 * one batched call per page). Prices are fen, shown as given, never computed. Props: promotion (null or no running
 * kind renders nothing — expired activities are absent from the data), maxManjian (default 1), className.
 * Long topic names are in the title, chips ellipsize. Loading and error: the list or cart renders without the
 * tag (the gateway answers null).
 */
export function PromotionTag({ promotion: p, maxManjian = 1, className }: PromotionTagProps) {
  if (!p) return null;
  const manjian = (p.manjian ?? []).slice(0, Math.max(0, maxManjian));
  if (!p.seckill && !p.groupbuy && !p.topic && manjian.length === 0) return null;
  return (
    // A named group: an aria-label on a bare span (no role) is an HTML error and read by no screen reader.
    <span role="group" className={cx(styles.list, className)} aria-label={m['promotions.goods.tagLabel']()} data-testid="promotion-tag">
      {p.seckill && (
        <span className={styles.kind.seckill} data-kind="seckill">
          {m['promotions.goods.tagSeckill']({ price: fenToYuan(p.seckill.seckillPrice) })}
        </span>
      )}
      {p.groupbuy && (
        <span className={styles.kind.groupbuy} data-kind="groupbuy">
          {m['promotions.goods.tagGroupbuy']({ price: fenToYuan(p.groupbuy.groupbuyPrice), min: p.groupbuy.minNum })}
        </span>
      )}
      {p.topic && (
        <span className={styles.kind.topic} data-kind="topic" title={p.topic.topicName}>
          {m['promotions.goods.tagTopic']({ price: fenToYuan(p.topic.topicPrice) })}
        </span>
      )}
      {manjian.map((rule) => (
        <span key={rule} className={styles.kind.manjian} data-kind="manjian">
          {rule}
        </span>
      ))}
    </span>
  );
}

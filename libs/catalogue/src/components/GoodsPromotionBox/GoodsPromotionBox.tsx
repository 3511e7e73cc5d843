import { Link } from 'react-router-dom';
import type { GoodsPromotionFieldsFragment } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import * as styles from './GoodsPromotionBox.css';
import { Inline, Stack } from '@mall/ui';
import { fenToYuan } from '@mall/rest-contract/money';

export type GoodsPromotionData = GoodsPromotionFieldsFragment;

export interface GoodsPromotionBoxProps {
  /** The goods' running promotion as mall-api answers it (/api/goods/promotion): nothing is priced here. */
  promotion: GoodsPromotionData;
}

/**
 * A goods' running promotions on /sku-{id}: the seckill price (link to the seckill), the group price with
 * its minimum (link to the group-buy page), the topic price, and the 搭配购买 combo packages with their
 * saving (link to the combo checkout). States: every kind, a combo only with a long name, none (renders
 * nothing; expired activities are absent from the data).
 */
export function GoodsPromotionBox({ promotion: p }: GoodsPromotionBoxProps) {
  if (!p.seckill && !p.groupbuy && !p.topic && p.combos.length === 0) return null;
  return (
    <Stack as="section" space="sm" className={styles.box} aria-label={m['promotions.goods.combos']()} data-testid="goods-promotion-box">
      {p.seckill && (
        <Inline as="p" space="md" className={styles.row}>
          <span className={styles.tag}>{m['promotions.goods.seckill']({ price: fenToYuan(p.seckill.seckillPrice) })}</span>
          <Link to={`/promotion/seckill-${p.seckill.seckillId}`}>{m['promotions.goods.buySeckill']()}</Link>
        </Inline>
      )}
      {p.groupbuy && (
        <Inline as="p" space="md" className={styles.row}>
          <span className={styles.tag}>{m['promotions.goods.groupbuy']({ price: fenToYuan(p.groupbuy.groupbuyPrice), min: p.groupbuy.minNum })}</span>
          <Link to={`/promotion/groupbuy-${p.groupbuy.groupbuyId}`}>{m['promotions.goods.buyGroupbuy']()}</Link>
        </Inline>
      )}
      {p.topic && (
        <Inline as="p" space="md" className={styles.row}>
          <span className={styles.tag}>{m['promotions.goods.topic']({ name: p.topic.topicName, price: fenToYuan(p.topic.topicPrice) })}</span>
        </Inline>
      )}
      {p.combos.length > 0 && (
        <div>
          <h2 className={styles.heading}>{m['promotions.goods.combos']()}</h2>
          <Stack as="ul" space="xs" className={styles.list}>
            {p.combos.map((c) => (
              <Inline as="li" space="md" key={c.comboId} className={styles.row}>
                {/* The package's own page (its goods, price and saving) before buying it. */}
                <Link to={`/promotion/combo-${c.comboId}`} className={styles.name}>
                  {c.name}
                </Link>
                <span>{m['promotions.goods.comboSave']({ price: fenToYuan(c.comboPrice), saving: fenToYuan(c.saving) })}</span>
                <Link to={`/promotion/combo_payment?combo_id=${c.comboId}`}>{m['promotions.goods.buyCombo']()}</Link>
              </Inline>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}

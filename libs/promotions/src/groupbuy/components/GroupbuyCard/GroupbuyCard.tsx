import { GoodsCard } from '@mall/catalogue';
import { Price } from '@mall/ui';
import { m } from '@mall/i18n';
import type { GroupbuyData } from '../../types';
import * as styles from './GroupbuyCard.css';

export interface GroupbuyCardProps {
  groupbuy: GroupbuyData;
}

/**
 * One running group-buy in /promotion/groupbuy. Props: `groupbuy` (name, image, group price and normal price,
 * 起团件数 minNum, the activity stock and 已团 N 件). The group price holds from minNum units per order; mall-api
 * prices and refuses below it. States: open, full (stock 0: 已团满, no join link), long names (two lines).
 * Loading and error belong to the page (its loader); an empty list shows the page's Empty.
 */
export function GroupbuyCard({ groupbuy: g }: GroupbuyCardProps) {
  const full = g.stock <= 0;
  const href = `/promotion/groupbuy-${g.groupbuyId}`;
  return (
    <GoodsCard
      variant="activity"
      href={href}
      goods={g}
      overlays={<span className={styles.badge}>{m['promotions.groupbuy.minNum']({ num: g.minNum })}</span>}
      cover={full && m['promotions.groupbuy.full']()}
      price={<Price value={g.groupbuyPrice} original={g.price} size="lg" />}
      sold={{ percent: g.soldPercent, label: m['promotions.groupbuy.sold']({ num: g.soldNum }) }}
      action={{ text: full ? m['promotions.groupbuy.full']() : m['promotions.groupbuy.join'](), enabled: !full }}
    />
  );
}

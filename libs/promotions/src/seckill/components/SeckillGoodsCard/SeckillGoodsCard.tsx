import { GoodsCard } from '@mall/catalogue';
import { Price } from '@mall/ui';
import { m } from '@mall/i18n';
import type { SeckillGoodsData, SeckillSlotData } from '../../types';

export interface SeckillGoodsCardProps {
  goods: SeckillGoodsData;
  /** The slot's state: only a running slot sells. */
  state: SeckillSlotData['state'];
}

/**
 * One goods of a seckill slot: seckill price over the normal price, 已抢 N%, and 马上抢 / 已抢光 / 未开始.
 *
 * One goods of a seckill slot (/promotion/seckill). Props: `goods` (name, image, seckill price, normal price,
 * slot stock and 已抢 N%, limit) and `state` of its slot (RUNNING sells; UPCOMING shows 未开始; ENDED 已结束). Prices
 * come from mall-api. States: running, sold out, upcoming, long names.
 */
export function SeckillGoodsCard({ goods, state }: SeckillGoodsCardProps) {
  const soldOut = goods.stock <= 0;
  const href = `/promotion/seckill-${goods.seckillId}`;
  const action = soldOut ? m['promotions.seckill.soldOut']() : state === 'RUNNING' ? m['promotions.seckill.buy']() : state === 'UPCOMING' ? m['promotions.seckill.notStarted']() : m['promotions.seckill.ended']();
  return (
    <GoodsCard
      variant="activity"
      href={href}
      goods={goods}
      cover={soldOut && m['promotions.seckill.soldOut']()}
      price={<Price value={goods.seckillPrice} original={goods.price} size="lg" />}
      sold={{ percent: goods.soldPercent, label: m['promotions.seckill.sold']({ percent: goods.soldPercent }) }}
      action={{ text: action, enabled: state === 'RUNNING' && !soldOut }}
    />
  );
}

import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, SeckillDetailDocument } from '@mall/gateway-client';
import { Button, Inline } from '@mall/ui';
import { PromotionGoodsDetail } from '../../shared/PromotionGoodsDetail';
import { m } from '@mall/i18n';
import { SeckillCountdown } from '../components/SeckillCountdown/SeckillCountdown';
import type { SeckillDetailData } from '../types';
import * as styles from './routes.css';
import { type RouteModule } from '@mall/page-kit';

/** /promotion/seckill-{id}: the seckill's price, the slot countdown, stock and limit; 马上抢 goes to seckill_payment. */
export const loader: RouteModule['loader'] = async ({ request, params }): Promise<SeckillDetailData> => {
  const id = Number(params.id);
  const { seckillDetail } = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await gql(SeckillDetailDocument, { seckillId: id }, { signal: request.signal }) : { seckillDetail: null };
  if (!seckillDetail) throw new Response('秒杀活动不存在或已结束', { status: 404 });
  return seckillDetail;
};

export function Component() {
  const d = useLoaderData() as SeckillDetailData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const g = d.goods;
  const max = Math.max(0, Math.min(g.stock, g.limitNum - d.boughtNum));
  const [num, setNum] = useState(1);
  const running = d.slot.state === 'RUNNING';
  const canBuy = running && g.stock > 0 && max > 0;
  const buy = () => navigate(`/promotion/seckill_payment?seckill_id=${g.seckillId}&sku_id=${g.skuId}&num=${num}`);
  return (
    <PromotionGoodsDetail
      back={{ to: `/promotion/seckill?slot=${d.slot.slotId}`, label: m['promotions.seckill.back']() }}
      goods={g}
      shop={m['promotions.seckill.shop']({ name: d.siteName })}
      introduction={d.introduction}
      title={
        <>
          {m['promotions.seckill.title']()} · {d.slot.name}
        </>
      }
      countdown={
        d.slot.state !== 'ENDED' ? (
          <SeckillCountdown
            target={running ? d.slot.endTime : d.slot.startTime}
            serverNow={d.now}
            label={running ? m['promotions.seckill.endsIn']() : m['promotions.seckill.startsIn']()}
            doneText={m['promotions.seckill.over']()}
            onDone={() => revalidator.revalidate()}
          />
        ) : (
          <span>{m['promotions.seckill.over']()}</span>
        )
      }
      priceLabel={m['promotions.seckill.price']()}
      price={{ value: g.seckillPrice, original: g.price }}
    >
      <p className={styles.muted}>
        {m['promotions.seckill.sold']({ percent: g.soldPercent })} · {m['promotions.seckill.stockLeft']({ stock: g.stock })} · {m['promotions.seckill.limit']({ num: g.limitNum })}
        {d.boughtNum > 0 && ` · ${m['promotions.seckill.bought']({ num: d.boughtNum })}`}
      </p>
      <Inline space="md" wrap={false}>
        {max > 1 && (
          <input
            className={styles.num}
            type="number"
            min={1}
            max={max}
            value={num}
            aria-label={m['promotions.seckill.num']()}
            onChange={(e) => setNum(Math.min(max, Math.max(1, Math.floor(Number(e.target.value)) || 1)))}
          />
        )}
        <Button size="lg" disabled={!canBuy} onClick={buy}>
          {g.stock <= 0 ? m['promotions.seckill.soldOut']() : running ? m['promotions.seckill.buy']() : d.slot.state === 'UPCOMING' ? m['promotions.seckill.notStarted']() : m['promotions.seckill.ended']()}
        </Button>
      </Inline>
    </PromotionGoodsDetail>
  );
}

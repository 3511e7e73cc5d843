import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, SeckillDetailDocument } from '@mall/gateway-client';
import { Button, Inline } from '@mall/ui';
import { PromotionGoodsDetail } from '../../shared/PromotionGoodsDetail';
import { useT } from '@mall/i18n';
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
  const t = useT();
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
      back={{ to: `/promotion/seckill?slot=${d.slot.slotId}`, label: t('promotions.seckill.back') }}
      goods={g}
      shop={t('promotions.seckill.shop', { name: d.siteName })}
      introduction={d.introduction}
      title={
        <>
          {t('promotions.seckill.title')} · {d.slot.name}
        </>
      }
      countdown={
        d.slot.state !== 'ENDED' ? (
          <SeckillCountdown
            target={running ? d.slot.endTime : d.slot.startTime}
            serverNow={d.now}
            label={running ? t('promotions.seckill.endsIn') : t('promotions.seckill.startsIn')}
            doneText={t('promotions.seckill.over')}
            onDone={() => revalidator.revalidate()}
          />
        ) : (
          <span>{t('promotions.seckill.over')}</span>
        )
      }
      priceLabel={t('promotions.seckill.price')}
      price={{ value: g.seckillPrice, original: g.price }}
    >
      <p className={styles.muted}>
        {t('promotions.seckill.sold', { percent: g.soldPercent })} · {t('promotions.seckill.stockLeft', { stock: g.stock })} · {t('promotions.seckill.limit', { num: g.limitNum })}
        {d.boughtNum > 0 && ` · ${t('promotions.seckill.bought', { num: d.boughtNum })}`}
      </p>
      <Inline space="md" wrap={false}>
        {max > 1 && (
          <input
            className={styles.num}
            type="number"
            min={1}
            max={max}
            value={num}
            aria-label={t('promotions.seckill.num')}
            onChange={(e) => setNum(Math.min(max, Math.max(1, Math.floor(Number(e.target.value)) || 1)))}
          />
        )}
        <Button size="lg" disabled={!canBuy} onClick={buy}>
          {g.stock <= 0 ? t('promotions.seckill.soldOut') : running ? t('promotions.seckill.buy') : d.slot.state === 'UPCOMING' ? t('promotions.seckill.notStarted') : t('promotions.seckill.ended')}
        </Button>
      </Inline>
    </PromotionGoodsDetail>
  );
}

import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, GroupbuyDetailDocument } from '@mall/gateway-client';
import { Button, Inline, QuantityStepper } from '@mall/ui';
import { m } from '@mall/i18n';
import { detailOr404 } from '../../shared/routeParams';
import { PromotionGoodsDetail } from '../../shared/PromotionGoodsDetail';
import { SeckillCountdown } from '../../seckill/components/SeckillCountdown/SeckillCountdown';
import type { GroupbuyDetailData } from '../types';
import * as styles from '../../seckill/routes/routes.css';
import { type RouteModule } from '@mall/page-kit';

/** /promotion/groupbuy-{id}: group price, 起团件数, progress and the countdown to its end; 立即参团 goes to groupbuy_payment. */
export const loader: RouteModule['loader'] = ({ request, params }): Promise<GroupbuyDetailData> =>
  detailOr404(params.id, async (id) => (await gql(GroupbuyDetailDocument, { groupbuyId: id }, { signal: request.signal })).groupbuyDetail, '团购活动不存在或已结束');

export function Component() {
  const d = useLoaderData() as GroupbuyDetailData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const g = d.groupbuy;
  const full = g.stock < g.minNum;
  // The stepper starts at the minimum: below it the group price does not hold (mall-api refuses it too).
  const [num, setNum] = useState(g.minNum);
  const join = () => navigate(`/promotion/groupbuy_payment?groupbuy_id=${g.groupbuyId}&sku_id=${g.skuId}&num=${num}`);
  return (
    <PromotionGoodsDetail
      back={{ to: '/promotion/groupbuy', label: m['promotions.groupbuy.back']() }}
      goods={g}
      shop={m['promotions.groupbuy.shop']({ name: d.siteName })}
      introduction={d.introduction}
      title={
        <>
          {m['promotions.groupbuy.title']()} · {m['promotions.groupbuy.minNum']({ num: g.minNum })}
        </>
      }
      countdown={<SeckillCountdown target={g.endTime} serverNow={d.now} label={m['promotions.groupbuy.endsIn']()} doneText={m['promotions.groupbuy.over']()} onDone={() => revalidator.revalidate()} />}
      priceLabel={m['promotions.groupbuy.price']()}
      price={{ value: g.groupbuyPrice, original: g.price }}
    >
      <Inline space="md" wrap={false}>
        <div className={styles.bar} role="progressbar" aria-valuenow={g.soldPercent} aria-valuemin={0} aria-valuemax={100} aria-label={m['promotions.groupbuy.sold']({ num: g.soldNum })}>
          <div className={styles.fill} style={{ width: `${g.soldPercent}%` }} />
        </div>
        <span className={styles.muted}>
          {m['promotions.groupbuy.sold']({ num: g.soldNum })} · {m['promotions.groupbuy.left']({ num: g.stock })}
        </span>
      </Inline>
      <p className={styles.muted}>{m['promotions.groupbuy.rule']({ num: g.minNum })}</p>
      <Inline space="md" wrap={false}>
        {!full && <QuantityStepper value={num} min={g.minNum} max={g.stock} onChange={setNum} label={m['promotions.groupbuy.num']()} />}
        <Button size="lg" disabled={full} onClick={join}>
          {full ? m['promotions.groupbuy.full']() : g.soldNum > 0 ? m['promotions.groupbuy.join']() : m['promotions.groupbuy.open']()}
        </Button>
      </Inline>
    </PromotionGoodsDetail>
  );
}

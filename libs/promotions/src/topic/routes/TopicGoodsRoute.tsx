import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, TopicGoodsDocument } from '@mall/gateway-client';
import { Button, Inline, QuantityStepper } from '@mall/ui';
import { m } from '@mall/i18n';
import { detailOr404 } from '../../shared/routeParams';
import { PromotionGoodsDetail } from '../../shared/PromotionGoodsDetail';
import { SeckillCountdown } from '../../seckill/components/SeckillCountdown/SeckillCountdown';
import type { TopicGoodsDetailData } from '../types';
import * as styles from '../../seckill/routes/routes.css';
import { type RouteModule } from '@mall/page-kit';

/** /promotion/topic-goods-{id}: a topic goods at its topic price; 立即购买 goes to topic_payment. */
export const loader: RouteModule['loader'] = ({ request, params }): Promise<TopicGoodsDetailData> =>
  detailOr404(params.id, async (id) => (await gql(TopicGoodsDocument, { id }, { signal: request.signal })).topicGoods, '专题商品不存在或专题已结束');

export function Component() {
  const d = useLoaderData() as TopicGoodsDetailData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const g = d.goods;
  const [num, setNum] = useState(1);
  const soldOut = g.stock <= 0;
  return (
    <PromotionGoodsDetail
      back={{ to: `/promotion/topic-${d.topic.topicId}`, label: m['promotions.topic.back']({ name: d.topic.name }) }}
      goods={g}
      shop={m['promotions.topic.shop']({ name: d.siteName })}
      introduction={d.introduction}
      title={d.topic.name}
      countdown={<SeckillCountdown target={d.topic.endTime} serverNow={d.now} label={m['promotions.topic.endsIn']()} doneText={m['promotions.topic.over']()} onDone={() => revalidator.revalidate()} />}
      priceLabel={m['promotions.topic.price']()}
      price={{ value: g.topicPrice, original: g.price }}
    >
      <p className={styles.muted}>{m['promotions.topic.stock']({ num: g.stock })}</p>
      <Inline space="md" wrap={false}>
        {!soldOut && <QuantityStepper value={num} min={1} max={g.stock} onChange={setNum} label={m['promotions.topic.num']()} />}
        <Button size="lg" disabled={soldOut} onClick={() => navigate(`/promotion/topic_payment?topic_goods_id=${g.id}&sku_id=${g.skuId}&num=${num}`)}>
          {soldOut ? m['promotions.topic.soldOut']() : m['promotions.topic.buy']()}
        </Button>
      </Inline>
    </PromotionGoodsDetail>
  );
}

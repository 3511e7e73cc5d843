import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { gql, TopicGoodsDocument, type RouteModule } from '@mall/gateway-client';
import { Button, Img, Price, QuantityStepper } from '@mall/ui';
import { useT } from '@mall/i18n';
import { routeId } from '../../shared/routeParams';
import { SeckillCountdown } from '../../seckill/components/SeckillCountdown/SeckillCountdown';
import type { TopicGoodsDetailData } from '../types';
import * as styles from '../../seckill/routes/routes.css';

/** /promotion/topic-goods-{id}: a topic goods at its topic price; 立即购买 goes to topic_payment. */
export const loader: RouteModule['loader'] = async ({ request, params }): Promise<TopicGoodsDetailData> => {
  const id = routeId(params.id);
  const { topicGoods } = id ? await gql(TopicGoodsDocument, { id }, { signal: request.signal }) : { topicGoods: null };
  if (!topicGoods) throw new Response('专题商品不存在或专题已结束', { status: 404 });
  return topicGoods;
};

export function Component() {
  const d = useLoaderData() as TopicGoodsDetailData;
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const g = d.goods;
  const [num, setNum] = useState(1);
  const soldOut = g.stock <= 0;
  return (
    <div className={styles.page}>
      <Link to={`/promotion/topic-${d.topic.topicId}`}>{t('promotions.topic.back', { name: d.topic.name })}</Link>
      <div className={styles.detail}>
        <Img src={g.skuImage} alt={g.goodsName} className={styles.image} />
        <div className={styles.info}>
          <h1>{g.goodsName}</h1>
          <p className={styles.muted}>{t('promotions.topic.shop', { name: d.siteName })}</p>
          {d.introduction && <p className={styles.muted}>{d.introduction}</p>}
          <div className={styles.banner}>
            <strong>{d.topic.name}</strong>
            <SeckillCountdown target={d.topic.endTime} serverNow={d.now} label={t('promotions.topic.endsIn')} doneText={t('promotions.topic.over')} onDone={() => revalidator.revalidate()} />
          </div>
          <div>
            <span className={styles.muted}>{t('promotions.topic.price')} </span>
            <Price value={g.topicPrice} original={g.price} size="lg" />
          </div>
          <p className={styles.muted}>{t('promotions.topic.stock', { num: g.stock })}</p>
          <div className={styles.buyRow}>
            {!soldOut && <QuantityStepper value={num} min={1} max={g.stock} onChange={setNum} label={t('promotions.topic.num')} />}
            <Button size="lg" disabled={soldOut} onClick={() => navigate(`/promotion/topic_payment?topic_goods_id=${g.id}&sku_id=${g.skuId}&num=${num}`)}>
              {soldOut ? t('promotions.topic.soldOut') : t('promotions.topic.buy')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

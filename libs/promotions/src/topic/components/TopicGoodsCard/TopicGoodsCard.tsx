import { Link } from 'react-router-dom';
import { Img, Price } from '@mall/ui';
import { useT } from '@mall/i18n';
import type { TopicGoodsData } from '../../types';
import * as styles from './TopicGoodsCard.css';

export interface TopicGoodsCardProps {
  goods: TopicGoodsData;
}

/** A goods of a topic at its topic price (over the normal price), linked to /promotion/topic-goods-{id}. */
export function TopicGoodsCard({ goods: g }: TopicGoodsCardProps) {
  const t = useT();
  const href = `/promotion/topic-goods-${g.id}`;
  return (
    <article className={styles.card} aria-label={g.goodsName}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden>
        <Img src={g.skuImage} alt="" className={styles.image} />
        {g.stock <= 0 && <span className={styles.cover}>{t('promotions.topic.soldOut')}</span>}
      </Link>
      <Link to={href} className={styles.name} title={g.goodsName}>
        {g.goodsName}
      </Link>
      <div>
        <span className={styles.label}>{t('promotions.topic.price')} </span>
        <Price value={g.topicPrice} original={g.price} size="lg" />
      </div>
    </article>
  );
}

import { GoodsCard } from '@mall/catalogue';
import { Price } from '@mall/ui';
import { m } from '@mall/i18n';
import type { TopicGoodsData } from '../../types';
import * as styles from './TopicGoodsCard.css';

export interface TopicGoodsCardProps {
  goods: TopicGoodsData;
}

/**
 * A goods on a topic page (/promotion/topic-{id}) at its topic price over the normal price (both from
 * mall-api). Props: `goods` (the topic goods' own id, name, image, prices, stock). It links to
 * /promotion/topic-goods-{id}. States: in stock, sold out (已售罄 over the image), long names.
 */
export function TopicGoodsCard({ goods: g }: TopicGoodsCardProps) {
  const href = `/promotion/topic-goods-${g.id}`;
  return (
    <GoodsCard
      variant="activity"
      href={href}
      goods={g}
      cover={g.stock <= 0 && m['promotions.topic.soldOut']()}
      price={
        <div>
          <span className={styles.label}>{m['promotions.topic.price']()} </span>
          <Price value={g.topicPrice} original={g.price} size="lg" />
        </div>
      }
    />
  );
}

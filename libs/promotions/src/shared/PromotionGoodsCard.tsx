import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Img, Inline, Stack } from '@mall/ui';
import * as styles from './goodsCard.css';

export interface PromotionGoodsCardProps {
  /** The goods' page in the activity. */
  href: string;
  goods: { skuImage: string; goodsName: string };
  /** Over the picture: badges, and the cover saying sold out or full. */
  overlays?: ReactNode;
  /** The price line. */
  price: ReactNode;
  /** How much is sold: the bar's percent and the words that name it (also shown beside it). */
  sold?: { percent: number; label: string };
  /** The call to action: a link to `href` while the goods sells, else the reason, greyed. */
  action?: { text: string; enabled: boolean };
}

/** The goods card of the promotion pages (seckill, group-buy, topic): picture, name, price, then what the activity adds. */
export function PromotionGoodsCard({ href, goods, overlays, price, sold, action }: PromotionGoodsCardProps) {
  return (
    <Stack as="article" space="sm" className={styles.card} aria-label={goods.goodsName}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden>
        <Img src={goods.skuImage} alt="" className={styles.image} />
        {overlays}
      </Link>
      <Link to={href} className={styles.name} title={goods.goodsName}>
        {goods.goodsName}
      </Link>
      {price}
      {sold && (
        <Inline space="sm" wrap={false}>
          <div className={styles.bar} role="progressbar" aria-valuenow={sold.percent} aria-valuemin={0} aria-valuemax={100} aria-label={sold.label}>
            <div className={styles.fill} style={{ width: `${sold.percent}%` }} />
          </div>
          <span className={styles.muted}>{sold.label}</span>
        </Inline>
      )}
      {action &&
        (action.enabled ? (
          <Link to={href} className={styles.action}>
            {action.text}
          </Link>
        ) : (
          <span className={styles.disabled}>{action.text}</span>
        ))}
    </Stack>
  );
}

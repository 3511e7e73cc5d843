import { Link } from 'react-router-dom';
import { Img, Price } from '@mall/ui';
import { useT } from '@mall/i18n';
import type { SeckillGoodsData, SeckillSlotData } from '../../types';
import * as styles from './SeckillGoodsCard.css';

export interface SeckillGoodsCardProps {
  goods: SeckillGoodsData;
  /** The slot's state: only a running slot sells. */
  state: SeckillSlotData['state'];
}

/** One goods of a seckill slot: seckill price over the normal price, 已抢 N%, and 马上抢 / 已抢光 / 未开始. */
export function SeckillGoodsCard({ goods, state }: SeckillGoodsCardProps) {
  const t = useT();
  const soldOut = goods.stock <= 0;
  const href = `/promotion/seckill-${goods.seckillId}`;
  const action = soldOut ? t('promotions.seckill.soldOut') : state === 'RUNNING' ? t('promotions.seckill.buy') : state === 'UPCOMING' ? t('promotions.seckill.notStarted') : t('promotions.seckill.ended');
  return (
    <article className={styles.card} aria-label={goods.goodsName}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden>
        <Img src={goods.skuImage} alt="" className={styles.image} />
        {soldOut && <span className={styles.soldOutBadge}>{t('promotions.seckill.soldOut')}</span>}
      </Link>
      <Link to={href} className={styles.name} title={goods.goodsName}>
        {goods.goodsName}
      </Link>
      <Price value={goods.seckillPrice} original={goods.price} size="lg" />
      <div className={styles.progress}>
        <div className={styles.bar} role="progressbar" aria-valuenow={goods.soldPercent} aria-valuemin={0} aria-valuemax={100} aria-label={t('promotions.seckill.sold', { percent: goods.soldPercent })}>
          <div className={styles.fill} style={{ width: `${goods.soldPercent}%` }} />
        </div>
        <span className={styles.percent}>{t('promotions.seckill.sold', { percent: goods.soldPercent })}</span>
      </div>
      {state === 'RUNNING' && !soldOut ? (
        <Link to={href} className={styles.buy}>
          {action}
        </Link>
      ) : (
        <span className={styles.disabled}>{action}</span>
      )}
    </article>
  );
}

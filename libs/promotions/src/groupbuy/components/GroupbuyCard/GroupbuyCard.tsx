import { Link } from 'react-router-dom';
import { Img, Price } from '@mall/ui';
import { useT } from '@mall/i18n';
import type { GroupbuyData } from '../../types';
import * as styles from './GroupbuyCard.css';

export interface GroupbuyCardProps {
  groupbuy: GroupbuyData;
}

/** One running group-buy: group price over the normal price, 起团件数, 已团 N 件 progress, and 立即参团 / 已团满. */
export function GroupbuyCard({ groupbuy: g }: GroupbuyCardProps) {
  const t = useT();
  const full = g.stock <= 0;
  const href = `/promotion/groupbuy-${g.groupbuyId}`;
  return (
    <article className={styles.card} aria-label={g.goodsName}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden>
        <Img src={g.skuImage} alt="" className={styles.image} />
        <span className={styles.badge}>{t('promotions.groupbuy.minNum', { num: g.minNum })}</span>
        {full && <span className={styles.fullCover}>{t('promotions.groupbuy.full')}</span>}
      </Link>
      <Link to={href} className={styles.name} title={g.goodsName}>
        {g.goodsName}
      </Link>
      <Price value={g.groupbuyPrice} original={g.price} size="lg" />
      <div className={styles.progress}>
        <div className={styles.bar} role="progressbar" aria-valuenow={g.soldPercent} aria-valuemin={0} aria-valuemax={100} aria-label={t('promotions.groupbuy.sold', { num: g.soldNum })}>
          <div className={styles.fill} style={{ width: `${g.soldPercent}%` }} />
        </div>
        <span className={styles.muted}>{t('promotions.groupbuy.sold', { num: g.soldNum })}</span>
      </div>
      {full ? (
        <span className={styles.disabled}>{t('promotions.groupbuy.full')}</span>
      ) : (
        <Link to={href} className={styles.join}>
          {t('promotions.groupbuy.join')}
        </Link>
      )}
    </article>
  );
}

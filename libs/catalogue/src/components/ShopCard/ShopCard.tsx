import { Link } from 'react-router-dom';
import { Button, Img } from '@mall/ui';
import { useT } from '@mall/i18n';
import * as styles from './ShopCard.css';

export interface ShopCardData {
  id: number;
  name: string;
  shortName?: string;
  avatar: string;
  province: string;
  address: string;
  telephone?: string;
  /** Unknown (e.g. still loading) when undefined. */
  goodsNum?: number;
  fansNum?: number;
}

export interface ShopCardProps {
  shop: ShopCardData;
  followed: boolean;
  onToggleFollow: () => void;
  /** The follow request in flight. */
  busy?: boolean;
}

/**
 * The shop beside a goods: avatar, name, counts, location, phone, 进入店铺 and follow / unfollow.
 *
 * The shop card beside a goods. Props: `shop` (id, name, avatar, province, address, telephone, goodsNum,
 * fansNum; counts hidden while unknown), `followed`, `onToggleFollow`, `busy`. 进入店铺 links to /shop-{id}.
 * States: not followed, followed, long name without avatar, counts unknown.
 */
export function ShopCard({ shop, followed, onToggleFollow, busy = false }: ShopCardProps) {
  const t = useT();
  return (
    <aside className={styles.root} aria-label={t('catalogue.shop')}>
      <div className={styles.head}>
        <Img src={shop.avatar} alt="" fallback="shop" className={styles.avatar} />
        <h2 className={styles.name} title={shop.name}>
          {shop.name}
        </h2>
      </div>
      <dl className={styles.facts}>
        {shop.goodsNum !== undefined && (
          <div>
            <dt>{t('catalogue.shopGoodsNum')}</dt>
            <dd>{shop.goodsNum}</dd>
          </div>
        )}
        {shop.fansNum !== undefined && (
          <div>
            <dt>{t('catalogue.shopFans')}</dt>
            <dd data-testid="shop-fans">{shop.fansNum}</dd>
          </div>
        )}
        {(shop.province || shop.address) && (
          <div>
            <dt>{t('catalogue.shopLocation')}</dt>
            <dd>{[shop.province, shop.address].filter(Boolean).join(' ')}</dd>
          </div>
        )}
        {shop.telephone && (
          <div>
            <dt>{t('catalogue.shopPhone')}</dt>
            <dd>{shop.telephone}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        <Link to={`/shop-${shop.id}`} className={styles.enter}>
          {t('catalogue.enterShop')}
        </Link>
        <Button size="sm" variant={followed ? 'secondary' : 'primary'} onClick={onToggleFollow} loading={busy} aria-pressed={followed}>
          {followed ? t('catalogue.followed') : t('catalogue.follow')}
        </Button>
      </div>
    </aside>
  );
}

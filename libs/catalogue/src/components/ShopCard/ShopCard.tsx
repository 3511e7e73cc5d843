import { Link } from 'react-router-dom';
import { Box, Button, Img, Inline, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
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
  return (
    <Stack as="aside" space="sm" className={styles.root} aria-label={m['catalogue.shop']()}>
      <Inline space="sm" wrap={false} className={styles.head}>
        <Img src={shop.avatar} alt="" fallback="shop" className={styles.avatar} />
        <h2 className={styles.name} title={shop.name}>
          {shop.name}
        </h2>
      </Inline>
      <Stack as="dl" space="xxs" className={styles.facts}>
        {shop.goodsNum !== undefined && (
          <Box display="flex" gap="xs">
            <dt>{m['catalogue.shopGoodsNum']()}</dt>
            <dd>{shop.goodsNum}</dd>
          </Box>
        )}
        {shop.fansNum !== undefined && (
          <Box display="flex" gap="xs">
            <dt>{m['catalogue.shopFans']()}</dt>
            <dd data-testid="shop-fans">{shop.fansNum}</dd>
          </Box>
        )}
        {(shop.province || shop.address) && (
          <Box display="flex" gap="xs">
            <dt>{m['catalogue.shopLocation']()}</dt>
            <dd>{[shop.province, shop.address].filter(Boolean).join(' ')}</dd>
          </Box>
        )}
        {shop.telephone && (
          <Box display="flex" gap="xs">
            <dt>{m['catalogue.shopPhone']()}</dt>
            <dd>{shop.telephone}</dd>
          </Box>
        )}
      </Stack>
      <Inline space="sm" align="space-between" wrap={false}>
        <Link to={`/shop-${shop.id}`} className={styles.enter}>
          {m['catalogue.enterShop']()}
        </Link>
        <Button size="sm" variant={followed ? 'secondary' : 'primary'} onClick={onToggleFollow} loading={busy} aria-pressed={followed}>
          {followed ? m['catalogue.followed']() : m['catalogue.follow']()}
        </Button>
      </Inline>
    </Stack>
  );
}

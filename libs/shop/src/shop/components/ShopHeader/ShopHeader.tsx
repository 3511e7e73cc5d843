import { ChatEntry } from '@mall/chat';
import { m } from '@mall/i18n';
import { Box, Button, Img, Inline, Stack } from '@mall/ui';
import type { ShopHeaderData } from '../../lib/types';
import * as styles from './ShopHeader.css';

export interface ShopHeaderProps {
  shop: ShopHeaderData;
  /** Follows or unfollows (the page runs the mutation and reloads). */
  onToggleFollow: () => void;
  /** While the follow call runs. */
  pending?: boolean;
}

/**
 * The shop layout's header (SPEC §2 /shop-{id}): avatar, name and short name, score, followers, goods count,
 * the shop's hotline (a tel: link, when the 店主 set one in 店铺信息) and follow / unfollow (/api/shopmember/add|delete); above it the shop's banner and below it its
 * introduction, when the 店主 set them in the console. States: not followed, followed, pending, a long
 * Chinese name, with a banner and introduction, with a hotline.
 */
export function ShopHeader({ shop, onToggleFollow, pending = false }: ShopHeaderProps) {
  const header = (
    <Inline space="lg" wrap={false} className={styles.root} data-testid="shop-header">
      <Img src={shop.avatar} alt={shop.name} fallback="shop" className={styles.avatar} />
      <div className={styles.info}>
        <h1 className={styles.name}>{shop.name}</h1>
        <Box as="p" display="flex" gap="md" flexWrap="wrap" className={styles.meta}>
          {shop.shortName && <span className={styles.short}>{shop.shortName}</span>}
          <span data-testid="shop-score">{m['shop.score']({ score: shop.score })}</span>
          <span data-testid="shop-fans">{m['shop.fans']({ count: shop.fansNum })}</span>
          <span>{m['shop.goodsNum']({ count: shop.goodsNum })}</span>
          {shop.telephone && (
            <a href={`tel:${shop.telephone.replace(/[^\d+]/g, '')}`} data-testid="shop-hotline">
              {m['shop.hotline']({ phone: shop.telephone })}
            </a>
          )}
        </Box>
      </div>
      <ChatEntry variant="link" siteId={shop.id}>
        {m['chatDialog.contact']()}
      </ChatEntry>
      <Button variant={shop.followed ? 'secondary' : 'primary'} onClick={onToggleFollow} disabled={pending} aria-pressed={shop.followed} data-testid="follow-shop">
        {shop.followed ? m['shop.unfollow']() : m['shop.follow']()}
      </Button>
    </Inline>
  );
  if (!shop.banner && !shop.introduction) return header;
  return (
    <Stack space="sm">
      {shop.banner && <Img src={shop.banner} alt="" className={styles.banner} />}
      {header}
      {shop.introduction && <p className={styles.intro}>{shop.introduction}</p>}
    </Stack>
  );
}

import { Suspense, useState } from 'react';
import { Await } from 'react-router-dom';
import { FollowShopDocument, gql, UnfollowShopDocument } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Stack, toastBus } from '@mall/ui';
import { ShopCard } from '../../components/ShopCard/ShopCard';
import * as styles from '../routes.css';
import type { Goods, Shop, ShopContact } from './types';
import { useBusy } from './useBusy';

/**
 * The goods' shop beside its body: the card from the goods at once, its counts and whether the member
 * follows it when the deferred shop query arrives; 关注 / 取消关注; the shop's customer service below,
 * offering this sku as a card.
 */
export function ShopAside({ goods, skuId, shop, contact }: { goods: Goods; skuId: number; shop: Promise<Shop>; contact?: ShopContact }) {
  // What the shopper made it here; until then, what the shop query says.
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [following, runFollow] = useBusy();
  const toggleFollow = (current: boolean) =>
    runFollow(async () => {
      const shopId = goods.shop.id;
      if (current) await gql(UnfollowShopDocument, { shopId }, { forceLogin: true });
      else await gql(FollowShopDocument, { shopId }, { forceLogin: true });
      toastBus.emit((current ? m['catalogue.unfollowDone']() : m['catalogue.followDone']()), 'success');
      setFollowed(!current);
    });
  return (
    <Stack space="md" className={styles.aside}>
      <Suspense fallback={<ShopCard shop={goods.shop} followed={followed ?? false} onToggleFollow={() => void toggleFollow(followed ?? false)} />}>
        <Await resolve={shop}>
          {(loaded: Shop) => {
            const isFollowed = followed ?? loaded?.followed ?? false;
            return <ShopCard shop={loaded ?? goods.shop} followed={isFollowed} busy={following} onToggleFollow={() => void toggleFollow(isFollowed)} />;
          }}
        </Await>
      </Suspense>
      {contact?.({ siteId: goods.shop.id, skuId })}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddFootprintDocument, AddToCartDocument, CollectGoodsDocument, gql, UncollectGoodsDocument } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { refreshSession, useSession } from '@mall/page-kit';
import { toastBus } from '@mall/ui';
import type { Goods } from './types';
import { useBusy } from './useBusy';

/**
 * The buy box's writes for the chosen sku and quantity: 加入购物车 (then the header's cart count, which
 * comes from the Shell query, and the page), 立即购买 (login first), 收藏 / 取消收藏. A member's visit
 * also leaves a footprint, silently: its failure is not the shopper's concern.
 */
export function useGoodsActions(goods: Goods, skuId: number, quantity: number) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = (useSession()?.member ?? null) !== null;
  const [collected, setCollected] = useState(goods.isCollected);
  // A public page's data arrives for a visitor and again for a member once their session is known.
  useEffect(() => setCollected(goods.isCollected), [goods.isCollected]);
  const [adding, runAdd] = useBusy();
  const [collecting, runCollect] = useBusy();

  useEffect(() => {
    if (loggedIn) gql(AddFootprintDocument, { skuId: goods.skuId }, { silent: true }).catch(() => undefined);
  }, [goods.skuId, loggedIn]);

  const addToCart = () =>
    runAdd(async () => {
      await gql(AddToCartDocument, { skuId, num: quantity }, { forceLogin: true });
      toastBus.emit(m['catalogue.addedToCart'](), 'success');
      await refreshSession();
    });

  const buyNow = () =>
    navigate(loggedIn ? `/payment?sku_id=${skuId}&num=${quantity}` : `/login?redirect=${encodeURIComponent(pathname)}`);

  const toggleCollect = () =>
    runCollect(async () => {
      if (collected) await gql(UncollectGoodsDocument, { goodsId: goods.goodsId }, { forceLogin: true });
      else await gql(CollectGoodsDocument, { skuId }, { forceLogin: true });
      toastBus.emit((collected ? m['catalogue.uncollectDone']() : m['catalogue.collectDone']()), 'success');
      setCollected(!collected);
    });

  return { collected, adding, collecting, addToCart, buyNow, toggleCollect };
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { boundQuantity, findSku } from '../../logic/sku';
import type { Goods } from './types';

/**
 * The sku and quantity the buy box shows. A switch shows the chosen sku at once, before the loader has
 * its detail, and the URL follows it (replaced, so back leaves the goods instead of stepping through
 * skus); when the loader brings another sku of this goods (a switch finished, or a link), that one shows.
 */
export function useSkuChoice(goods: Goods) {
  const navigate = useNavigate();
  const [chosenSkuId, setChosenSkuId] = useState(goods.skuId);
  const [loadedSkuId, setLoadedSkuId] = useState(goods.skuId);
  if (loadedSkuId !== goods.skuId) {
    setLoadedSkuId(goods.skuId);
    setChosenSkuId(goods.skuId);
  }
  const [quantity, setQuantity] = useState(1);
  const sku = findSku(goods.skus, chosenSkuId) ?? goods;
  const shown = { ...goods, ...sku, skuName: sku.skuId === goods.skuId ? goods.skuName : `${goods.goodsName} ${sku.specName}` };
  const selectSku = (skuId: number) => {
    setChosenSkuId(skuId);
    setQuantity(1);
    navigate(`/sku-${skuId}`, { replace: true, preventScrollReset: true });
  };
  return { sku, shown, quantity: boundQuantity(quantity, shown.stock), setQuantity, selectSku };
}

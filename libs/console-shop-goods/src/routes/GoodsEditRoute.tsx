// 发布商品 / 编辑商品: the goods editor. Saving sends the goods (what needs the platform's review goes
// there, the rest applies at once), then each changed stock as a change from what was loaded, so a
// checkout meanwhile is never undone. Back to the list with a notice of what waits for review.
import { m } from '@mall/i18n';
import { useState } from 'react';
import { useActionData, useLoaderData, useNavigation, useSubmit, Link } from 'react-router-dom';
import { Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, SaveShopGoodsDocument, SetShopSkuStockDocument, ShopGoodsDocument, ShopGoodsOptionsDocument, type ShopGoodsOptionsQuery, type ShopGoodsQuery } from '@mall/console-kit';
import { GoodsEditor } from '../components/GoodsEditor/GoodsEditor';
import { draftOf, emptyDraft, inputOf, stockChanges, type GoodsDraft } from '../lib/draft';
import { uploadGoodsImage } from '../lib/upload';
import { actionError } from '../lib/actionError';
import { fieldNames } from '../i18n';

interface Loaded {
  options: ShopGoodsOptionsQuery['shopGoodsOptions'];
  goods: ShopGoodsQuery['shopGoods'] | null;
}

const goodsIdOf = (params: Record<string, string | undefined>) => {
  const id = Number(params.goodsId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const loader = consoleRoute(async ({ params }: { request: Request; params: Record<string, string | undefined> }): Promise<Loaded> => {
  const id = goodsIdOf(params);
  const [options, goods] = await Promise.all([consoleRequest(ShopGoodsOptionsDocument), id ? consoleRequest(ShopGoodsDocument, { goodsId: id }) : Promise.resolve(null)]);
  return { options: options.shopGoodsOptions, goods: goods?.shopGoods ?? null };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const draft = JSON.parse(String((await request.formData()).get('draft'))) as GoodsDraft;
  try {
    const saved = (await consoleRequest(SaveShopGoodsDocument, { input: inputOf(draft) })).saveShopGoods;
    const stocks = [];
    for (const change of stockChanges(draft)) stocks.push((await consoleRequest(SetShopSkuStockDocument, change)).setShopSkuStock);
    return { saved, stocks };
  } catch (error) {
    return actionError(error);
  }
});

type ActionData = { error?: string; saved?: { goodsId: number; reviewId?: number | null; pendingFields: string[] } };

export function Component() {
  const { options, goods } = useLoaderData() as Loaded;
  const result = useActionData() as ActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const [initial] = useState(() => (goods ? draftOf(goods) : emptyDraft()));
  const pending = goods?.review?.status === 'pending' ? (goods.review.kind === 'create' ? ['goods_name', 'skus', 'tags'] : pendingFieldsOf(goods)) : [];
  const fields = result?.saved && fieldNames(result.saved.pendingFields);
  return (
    <Stack space="md">
      <h1>{goods ? m['console.shopGoods.title.edit']() : m['console.shopGoods.title.create']()}</h1>
      <Link to="/console/shop/goods/list">{m['console.shopGoods.action.cancel']()}</Link>
      {result?.saved && (
        <p role="status">
          {result.saved.pendingFields.length > 0 ? m['console.shopGoods.form.savedPending']({ fields: fields ?? '' }) : m['console.shopGoods.form.saved']()}（#{result.saved.goodsId}）
        </p>
      )}
      {!result?.saved && (
        <GoodsEditor
          initial={initial}
          options={options}
          sold={Object.fromEntries((goods?.skus ?? []).map((s) => [s.skuId, s.saleNum]))}
          pendingFields={pending}
          refusedReason={goods?.review?.status === 'refused' ? goods.review.reason : undefined}
          busy={navigation.state === 'submitting'}
          error={result?.error}
          onUpload={uploadGoodsImage}
          onSubmit={(draft) => submit({ draft: JSON.stringify(draft) }, { method: 'post' })}
        />
      )}
    </Stack>
  );
}

function pendingFieldsOf(g: ShopGoodsQuery['shopGoods']): string[] {
  const c = g.pendingChanges;
  if (!c) return [];
  return [...(c.goodsName != null ? ['goods_name'] : []), ...(c.skus ? ['skus'] : []), ...(c.tagType != null || c.tagLevel != null ? ['tags'] : [])];
}

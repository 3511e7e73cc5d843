import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { EvaluationsDocument, GoodsDetailDocument, GoodsShopDocument, gql, RecommendGoodsDocument, type RecommendGoodsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { notFound, routerLink, type RouteModule } from '@mall/page-kit';
import { Breadcrumb, Inline, Stack } from '@mall/ui';
import { BuyBox } from '../components/BuyBox/BuyBox';
import { categoryHref } from '../components/CategoryPanel/CategoryPanel';
import { Gallery } from '../components/Gallery/Gallery';
import { GoodsGrid } from '../components/GoodsGrid/GoodsGrid';
import { GoodsPromotionBox } from '../components/GoodsPromotionBox/GoodsPromotionBox';
import { galleryImages, specsFor } from '../logic/sku';
import { goodsPageMeta } from '../logic/seo';
import { GoodsEvaluations } from './goodsDetail/GoodsEvaluations';
import { ShopAside } from './goodsDetail/ShopAside';
import { EVALUATION_PAGE_SIZE, RECOMMEND_SIZE, type DetailData, type ShopContact } from './goodsDetail/types';
import { useGoodsActions } from './goodsDetail/useGoodsActions';
import { useSkuChoice } from './goodsDetail/useSkuChoice';
import * as styles from './routes.css';

/** 商品不存在或已下架: the route error element shows it for this loader's 404. */
export { GoodsNotFound as NotFound } from './GoodsNotFound';
export type { ShopContact } from './goodsDetail/types';

/**
 * /sku-{id}: the first paint awaits the goods, its running promotion in the same request (the
 * promotion's box sits above the body, which it pushed down when it came later: Lighthouse's CLS), and
 * the first page of evaluations, whose average and newest ones rate the page's Product JSON-LD (a failed
 * call leaves the rating out); the shop's counts and recommendations are deferred and streamed in with
 * <Await>. A missing or off-shelf sku throws a 404 response, which the route error element renders as
 * 商品不存在或已下架.
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<DetailData> => {
  const { goodsDetail: goods } = await gql(GoodsDetailDocument, { skuId: Number(params.id) }, { signal: request.signal });
  if (!goods || !goods.onShelf) notFound();
  const quiet = { signal: request.signal, silent: true };
  const variables = { goodsId: goods.goodsId, kind: 'ALL' as const, page: 1, pageSize: EVALUATION_PAGE_SIZE };
  const recommend = gql(RecommendGoodsDocument, { categoryId: goods.categoryId, size: RECOMMEND_SIZE }, quiet).then(
    (d) => d.recommendGoods.filter((g) => g.goodsId !== goods.goodsId),
    () => [],
  );
  const shop = gql(GoodsShopDocument, { shopId: goods.shop.id }, quiet).then((d) => d.shop, () => null);
  const evaluations = await gql(EvaluationsDocument, variables, quiet).then((d) => d.evaluations, () => null);
  const reviews = evaluations ? { total: evaluations.counts.total, averageScore: evaluations.counts.averageScore, recent: evaluations.list } : undefined;
  return {
    goods,
    documentTitle: goods.goodsName,
    meta: goodsPageMeta(goods, request, reviews),
    evaluations: Promise.resolve(evaluations),
    recommend,
    shop,
  };
};

function GoodsDetail({ data, shopContact }: { data: DetailData; shopContact?: ShopContact }) {
  const { goods } = data;
  const { sku, shown, quantity, setQuantity, selectSku } = useSkuChoice(goods);
  const actions = useGoodsActions(goods, sku.skuId, quantity);
  const crumbs = [
    { label: m['title.home'](), href: '/' },
    ...goods.categoryPath.map((c) => ({ label: c.name, href: categoryHref(c) })),
    { label: goods.goodsName },
  ];
  return (
    <Stack space="lg" className={styles.stack}>
      <Breadcrumb items={crumbs} renderLink={routerLink} />
      <Inline space="xl" alignY="flex-start" wrap={false} className={styles.detailTop}>
        <Gallery key={sku.skuId} images={galleryImages(sku.skuImage, goods.goodsImages)} name={goods.goodsName} />
        <BuyBox
          goods={shown}
          specs={specsFor(goods.specs, sku.skuId)}
          onSelectSku={selectSku}
          manjian={goods.manjian}
          quantity={quantity}
          onQuantityChange={setQuantity}
          collected={actions.collected}
          onToggleCollect={() => void actions.toggleCollect()}
          onAddToCart={() => void actions.addToCart()}
          onBuyNow={actions.buyNow}
          adding={actions.adding}
          collecting={actions.collecting}
        />
      </Inline>
      {goods.promotion && <GoodsPromotionBox promotion={goods.promotion} />}
      <Inline space="lg" alignY="flex-start">
        <ShopAside goods={goods} skuId={sku.skuId} shop={data.shop} contact={shopContact} />
        <Stack space="lg" className={styles.detailMain}>
          <section className={styles.panel} aria-labelledby="goods-intro">
            <h2 id="goods-intro" className={styles.sectionTitle}>
              {m['catalogue.introduction']()}
            </h2>
            {/* introduction is sanitised by the gateway (allow-list, see catalogue.graphql GoodsDetail.introduction). */}
            <div className={styles.introduction} dangerouslySetInnerHTML={{ __html: goods.introduction }} />
          </section>
          <GoodsEvaluations goods={goods} first={data.evaluations} />
        </Stack>
      </Inline>
      <section aria-labelledby="goods-recommend">
        <h2 id="goods-recommend" className={styles.sectionTitle}>
          {m['catalogue.recommend']()}
        </h2>
        <Suspense fallback={<GoodsGrid goods={[]} loading skeletonCount={5} />}>
          <Await resolve={data.recommend}>
            {(list: RecommendGoodsQuery['recommendGoods']) => (
              <GoodsGrid goods={list} label={m['catalogue.recommend']()} empty={<p>{m['catalogue.recommendEmpty']()}</p>} />
            )}
          </Await>
        </Suspense>
      </section>
    </Stack>
  );
}

/**
 * The page. `shopContact` is the shop's customer-service entry under its card, composed by the app
 * (chat is another domain); without it the card stands alone.
 */
export function Component({ shopContact }: { shopContact?: ShopContact }) {
  const data = useLoaderData() as DetailData;
  // A new goods starts afresh (sku choice, quantity, collected); a sku switch keeps the state.
  return <GoodsDetail key={data.goods.goodsId} data={data} shopContact={shopContact} />;
}

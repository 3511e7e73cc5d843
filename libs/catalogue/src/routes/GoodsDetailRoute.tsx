import { Suspense, useEffect, useState } from 'react';
import { Await, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import {
  AddFootprintDocument,
  AddToCartDocument,
  CollectGoodsDocument,
  EvaluationsDocument,
  type EvaluationsQuery,
  FollowShopDocument,
  GoodsDetailDocument,
  type GoodsDetailQuery,
  GoodsShopDocument,
  type GoodsShopQuery,
  gql,
  RecommendGoodsDocument,
  type RecommendGoodsQuery,
  UncollectGoodsDocument,
  UnfollowShopDocument,
} from '@mall/gateway-client';
import {
  boundQuantity,
  BuyBox,
  categoryHref,
  EvaluationList,
  evaluationQueryOf,
  findSku,
  galleryImages,
  Gallery,
  GoodsGrid,
  ShopCard,
  specsFor,
  type EvaluationTab,
} from '../index';
import { ChatEntry } from '@mall/chat';
import { Breadcrumb, Skeleton, toastBus } from '@mall/ui';
import { useT } from '@mall/i18n';
import { goodsPageMeta } from '../logic/seo';
import * as styles from './routes.css';
import {
  GoodsPromotionBox,
  type GoodsPromotionData,
} from '../components/GoodsPromotionBox/GoodsPromotionBox';
import { GoodsPromotionDocument } from '@mall/gateway-client';
import {
  invalidateShell,
  type RouteModule,
  useShell,
  type PageMetaData,
  notFound,
  routerLink,
} from '@mall/page-kit';

/** 商品不存在或已下架: the route error element shows it for this loader's 404. */
export { GoodsNotFound as NotFound } from './GoodsNotFound';

type Goods = NonNullable<GoodsDetailQuery['goodsDetail']>;
type EvaluationPage = EvaluationsQuery['evaluations'];

const EVALUATION_PAGE_SIZE = 10;
const RECOMMEND_SIZE = 10;

interface DetailData {
  goods: Goods;
  /** The page title is the goods name (Root's useDocumentTitle). */
  documentTitle: string;
  /** Description from the introduction, canonical /sku-{id}, JSON-LD Product (the app's RouteMeta). */
  meta: PageMetaData;
  evaluations: Promise<EvaluationPage | null>;
  recommend: Promise<RecommendGoodsQuery['recommendGoods']>;
  shop: Promise<GoodsShopQuery['shop']>;
  /**
   * The goods' running promotion, from mall-api's one place; null when none or failed.
   * Awaited with the goods, not streamed in: its box sits above the page's body, which it pushed
   * down when it came later (Lighthouse's CLS on /sku-{id}).
   */
  promotion: GoodsPromotionData | null;
}

/**
 * /sku-{id}: the first paint awaits only the goods and its promotion; the shop's counts, evaluations and
 * recommendations are deferred and streamed in with <Await>. A missing or off-shelf sku throws a
 * 404 response, which the route error element renders as 商品不存在或已下架 (GoodsNotFound).
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<DetailData> => {
  const skuId = Number(params.id);
  const { goodsDetail: goods } = await gql(GoodsDetailDocument, { skuId }, { signal: request.signal });
  if (!goods || !goods.onShelf) notFound();
  const quiet = { signal: request.signal, silent: true };
  const promotion = await gql(GoodsPromotionDocument, { goodsId: goods.goodsId }, quiet).then(
    (d) => d.goodsPromotion,
    () => null,
  );
  return {
    goods,
    documentTitle: goods.goodsName,
    meta: goodsPageMeta(goods, request),
    evaluations: gql(EvaluationsDocument, { goodsId: goods.goodsId, kind: 'ALL', page: 1, pageSize: EVALUATION_PAGE_SIZE }, quiet).then(
      (d) => d.evaluations,
      () => null,
    ),
    recommend: gql(RecommendGoodsDocument, { categoryId: goods.categoryId, size: RECOMMEND_SIZE }, quiet).then(
      (d) => d.recommendGoods.filter((g) => g.goodsId !== goods.goodsId),
      () => [],
    ),
    shop: gql(GoodsShopDocument, { shopId: goods.shop.id }, quiet).then(
      (d) => d.shop,
      () => null,
    ),
    promotion,
  };
};

/** Evaluations after the first page: tabs and pages are fetched here, not through the URL. */
function Evaluations({ goodsId, first }: { goodsId: number; first: EvaluationPage | null }) {
  const t = useT();
  const [tab, setTab] = useState<EvaluationTab>('all');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EvaluationPage | null>(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(first ? null : t('catalogue.evaluationLoadFailed'));
  const load = (nextTab: EvaluationTab, nextPage: number) => {
    setTab(nextTab);
    setPage(nextPage);
    setLoading(true);
    gql(EvaluationsDocument, { goodsId, ...evaluationQueryOf(nextTab), page: nextPage, pageSize: EVALUATION_PAGE_SIZE }, { silent: true }).then(
      (d) => {
        setData(d.evaluations);
        setError(null);
        setLoading(false);
      },
      () => {
        setError(t('catalogue.evaluationLoadFailed'));
        setLoading(false);
      },
    );
  };
  return (
    <EvaluationList
      list={data?.list ?? (error ? [] : null)}
      counts={data?.counts ?? null}
      page={page}
      pageCount={data?.pageCount ?? 0}
      tab={tab}
      onTabChange={(next) => load(next, 1)}
      onPageChange={(next) => load(tab, next)}
      loading={loading}
      error={error}
    />
  );
}

function GoodsDetail({ data }: { data: DetailData }) {
  const { goods } = data;
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const member = useShell()?.member ?? null;
  // The sku shown at once on a switch, before the loader has the new detail.
  const [chosenSkuId, setChosenSkuId] = useState(goods.skuId);
  const [loadedSkuId, setLoadedSkuId] = useState(goods.skuId);
  if (loadedSkuId !== goods.skuId) {
    // The loader has another sku of this goods (a switch finished, or a link): show that one.
    setLoadedSkuId(goods.skuId);
    setChosenSkuId(goods.skuId);
  }
  const [quantity, setQuantity] = useState(1);
  const [collected, setCollected] = useState(goods.isCollected);
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [adding, setAdding] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const [following, setFollowing] = useState(false);

  const sku = findSku(goods.skus, chosenSkuId) ?? goods;
  const shown = { ...goods, ...sku, skuName: sku.skuId === goods.skuId ? goods.skuName : `${goods.goodsName} ${sku.specName}` };
  const qty = boundQuantity(quantity, shown.stock);

  // Footprint of a member's visit (silent: a failure is not the shopper's concern).
  const loggedIn = member !== null;
  useEffect(() => {
    if (loggedIn) gql(AddFootprintDocument, { skuId: goods.skuId }, { silent: true }).catch(() => undefined);
  }, [goods.skuId, loggedIn]);

  const selectSku = (skuId: number) => {
    setChosenSkuId(skuId);
    setQuantity(1);
    // The URL follows the sku; replace, so back leaves the goods instead of stepping through skus.
    navigate(`/sku-${skuId}`, { replace: true, preventScrollReset: true });
  };

  const addToCart = async () => {
    setAdding(true);
    try {
      await gql(AddToCartDocument, { skuId: sku.skuId, num: qty }, { forceLogin: true });
      toastBus.emit(t('catalogue.addedToCart'), 'success');
      // The header's cart count comes from the Shell query.
      invalidateShell();
      await revalidator.revalidate();
    } catch {
      // gateway-client showed the toast or went to login.
    } finally {
      setAdding(false);
    }
  };

  const loginFirst = () => navigate(`/login?redirect=${encodeURIComponent(pathname)}`);

  const buyNow = () => {
    if (!member) return loginFirst();
    navigate(`/payment?sku_id=${sku.skuId}&num=${qty}`);
  };

  const toggleCollect = async () => {
    setCollecting(true);
    try {
      if (collected) {
        await gql(UncollectGoodsDocument, { goodsId: goods.goodsId }, { forceLogin: true });
        toastBus.emit(t('catalogue.uncollectDone'), 'success');
      } else {
        await gql(CollectGoodsDocument, { skuId: sku.skuId }, { forceLogin: true });
        toastBus.emit(t('catalogue.collectDone'), 'success');
      }
      setCollected(!collected);
    } catch {
      // shown by gateway-client
    } finally {
      setCollecting(false);
    }
  };

  const toggleFollow = async (current: boolean) => {
    setFollowing(true);
    try {
      if (current) {
        await gql(UnfollowShopDocument, { shopId: goods.shop.id }, { forceLogin: true });
        toastBus.emit(t('catalogue.unfollowDone'), 'success');
      } else {
        await gql(FollowShopDocument, { shopId: goods.shop.id }, { forceLogin: true });
        toastBus.emit(t('catalogue.followDone'), 'success');
      }
      setFollowed(!current);
    } catch {
      // shown by gateway-client
    } finally {
      setFollowing(false);
    }
  };

  const crumbs = [
    { label: t('title.home'), href: '/' },
    ...goods.categoryPath.map((c) => ({ label: c.name, href: categoryHref(c) })),
    { label: goods.goodsName },
  ];

  return (
    <div className={styles.stack}>
      <Breadcrumb items={crumbs} renderLink={routerLink} />
      <div className={styles.detailTop}>
        <Gallery key={sku.skuId} images={galleryImages(sku.skuImage, goods.goodsImages)} name={goods.goodsName} />
        <BuyBox
          goods={shown}
          specs={specsFor(goods.specs, sku.skuId)}
          onSelectSku={selectSku}
          manjian={goods.manjian}
          quantity={qty}
          onQuantityChange={setQuantity}
          collected={collected}
          onToggleCollect={() => void toggleCollect()}
          onAddToCart={() => void addToCart()}
          onBuyNow={buyNow}
          adding={adding}
          collecting={collecting}
        />
      </div>
      {data.promotion && <GoodsPromotionBox promotion={data.promotion} />}
      <div className={styles.sideLayout}>
        <div className={styles.aside}>
          <Suspense
            fallback={<ShopCard shop={goods.shop} followed={followed ?? false} onToggleFollow={() => void toggleFollow(followed ?? false)} />}
          >
            <Await resolve={data.shop}>
              {(shop: GoodsShopQuery['shop']) => {
                const isFollowed = followed ?? shop?.followed ?? false;
                return (
                  <ShopCard
                    shop={shop ?? goods.shop}
                    followed={isFollowed}
                    busy={following}
                    onToggleFollow={() => void toggleFollow(isFollowed)}
                  />
                );
              }}
            </Await>
          </Suspense>
          {/* The shop's customer service, with this goods offered as a card. */}
          <ChatEntry variant="link" siteId={goods.shop.id} skuId={sku.skuId}>
            {t('chatDialog.contact')}
          </ChatEntry>
        </div>
        <div className={styles.grow}>
          <section className={styles.panel} aria-labelledby="goods-intro">
            <h2 id="goods-intro" className={styles.sectionTitle}>
              {t('catalogue.introduction')}
            </h2>
            {/* introduction is sanitised by the gateway (allow-list, see catalogue.graphql GoodsDetail.introduction). */}
            <div className={styles.introduction} dangerouslySetInnerHTML={{ __html: goods.introduction }} />
          </section>
          <section className={styles.panel} aria-labelledby="goods-evaluations">
            <h2 id="goods-evaluations" className={styles.sectionTitle}>
              {t('catalogue.evaluationCount', { count: goods.evaluateNum })}
            </h2>
            <Suspense fallback={<Skeleton lines={4} />}>
              <Await resolve={data.evaluations}>
                {(first: EvaluationPage | null) => <Evaluations goodsId={goods.goodsId} first={first} />}
              </Await>
            </Suspense>
          </section>
        </div>
      </div>
      <section aria-labelledby="goods-recommend">
        <h2 id="goods-recommend" className={styles.sectionTitle}>
          {t('catalogue.recommend')}
        </h2>
        <Suspense fallback={<GoodsGrid goods={[]} loading skeletonCount={5} />}>
          <Await resolve={data.recommend}>
            {(list: RecommendGoodsQuery['recommendGoods']) => (
              <GoodsGrid goods={list} label={t('catalogue.recommend')} empty={<p>{t('catalogue.recommendEmpty')}</p>} />
            )}
          </Await>
        </Suspense>
      </section>
    </div>
  );
}

export function Component() {
  const data = useLoaderData() as DetailData;
  // A new goods starts afresh (sku choice, quantity, collected); a sku switch keeps the state.
  return <GoodsDetail key={data.goods.goodsId} data={data} />;
}

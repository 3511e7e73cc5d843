// What search engines read of the catalogue's pages: the goods' JSON-LD Product
// with its Offer, and each page's meta (description, canonical). Pure: the loaders call these.
import type { AggregateRating, Brand, Offer, Product, Review, WithContext } from 'schema-dts';
import { fenToYuan } from '@mall/rest-contract/money';
import { m } from '@mall/i18n';
import { canonicalUrl, plainTextExcerpt, type PageMetaData } from '@mall/page-kit';

/** What the Product JSON-LD needs of a goods detail (GoodsDetailQuery's goodsDetail fits). */
export interface ProductSource {
  skuId: number;
  goodsName: string;
  skuName?: string | null;
  /** The price a shopper pays (fen); the list price when no discount price is set. */
  discountPrice?: number | null;
  price: number;
  stock: number;
  onShelf: boolean;
  goodsImages: readonly string[];
  skuImage?: string | null;
  brandName?: string | null;
  introduction?: string | null;
  brief?: string | null;
}

/** What the Product's ratings come from: the goods' evaluation counts and its newest evaluations. */
export interface ProductReviews {
  /** Every shown evaluation of the goods. */
  total: number;
  /** Their average score (1-5), one decimal. */
  averageScore: string;
  /** Newest first; the first PRODUCT_REVIEWS_SHOWN with words become Reviews. */
  recent: readonly { memberName: string; content: string; scores: number; createTime: number }[];
}

/** How many of the newest evaluations the Product carries as Reviews: a few, the page lists them all. */
export const PRODUCT_REVIEWS_SHOWN = 3;

/** A Unix time as the China date (YYYY-MM-DD) the evaluation was written on. */
function chinaDate(seconds: number): string {
  return new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

/** The goods' rating over all its evaluations and its newest ones as Reviews; nothing without evaluations. */
function ratingJsonLd(reviews: ProductReviews | undefined): { aggregateRating?: AggregateRating; review?: Review[] } {
  const average = Number(reviews?.averageScore);
  if (!reviews || reviews.total <= 0 || !(average >= 1 && average <= 5)) return {};
  const review: Review[] = reviews.recent
    .filter((e) => e.content.trim() && e.scores >= 1 && e.scores <= 5)
    .slice(0, PRODUCT_REVIEWS_SHOWN)
    .map((e) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: e.memberName },
      datePublished: chinaDate(e.createTime),
      reviewBody: e.content,
      reviewRating: { '@type': 'Rating', ratingValue: e.scores, bestRating: 5, worstRating: 1 },
    }));
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.averageScore, reviewCount: reviews.total, bestRating: 5, worstRating: 1 },
    ...(review.length ? { review } : {}),
  };
}

/** The Offer's price: yuan with two decimals as a string ("12.50"); the discount price when set. */
export function offerPrice(goods: Pick<ProductSource, 'price' | 'discountPrice'>): string {
  const discount = goods.discountPrice ?? 0;
  return fenToYuan(discount > 0 ? discount : goods.price);
}

/** In stock when on shelf with at least one piece left. */
export function offerAvailability(goods: Pick<ProductSource, 'stock' | 'onShelf'>): 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' {
  return goods.onShelf && goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** Absolute image URLs (search engines ignore relative ones), sku image first, no repeats. */
function absoluteImages(goods: ProductSource, origin: string): string[] {
  const images = [goods.skuImage, ...goods.goodsImages].filter((src): src is string => Boolean(src));
  return [...new Set(images.map((src) => new URL(src, `${origin}/`).href))];
}

/**
 * schema.org Product with one Offer in CNY for /sku-{id}; with `reviews`, its aggregateRating and a
 * few newest Reviews.
 */
export function productJsonLd(goods: ProductSource, url: string, reviews?: ProductReviews): WithContext<Product> {
  const origin = new URL(url).origin;
  const offer: Offer = {
    '@type': 'Offer',
    price: offerPrice(goods),
    priceCurrency: 'CNY',
    availability: offerAvailability(goods),
    url,
  };
  const brand: Brand | undefined = goods.brandName ? { '@type': 'Brand', name: goods.brandName } : undefined;
  const description = goodsDescription(goods);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.goodsName,
    sku: String(goods.skuId),
    image: absoluteImages(goods, origin),
    ...(description ? { description } : {}),
    ...(brand ? { brand } : {}),
    offers: offer,
    ...ratingJsonLd(reviews),
  };
}

/** The goods' description: its introduction as plain text, else its brief, else its name. */
export function goodsDescription(goods: Pick<ProductSource, 'introduction' | 'brief' | 'goodsName'>): string {
  return plainTextExcerpt(goods.introduction) || plainTextExcerpt(goods.brief) || plainTextExcerpt(goods.goodsName);
}

/** /sku-{id}: description from the introduction, canonical /sku-{id}, Product JSON-LD (rated with `reviews`). */
export function goodsPageMeta(goods: ProductSource, request: Request, reviews?: ProductReviews): PageMetaData {
  // /sku-{id} whichever address reached the goods; only the address's language is kept (canonicalUrl).
  const canonical = canonicalUrl(new URL(`/sku-${goods.skuId}${new URL(request.url).search}`, request.url).href);
  const image = goods.skuImage || goods.goodsImages[0];
  return { description: goodsDescription(goods), canonical, jsonLd: productJsonLd(goods, canonical, reviews), ...(image ? { image } : {}) };
}

/**
 * A catalogue page's meta: a description (already translated text) and its canonical URL keeping
 * only the query parameters that change what the page lists.
 */
export function listingPageMeta(request: Request, description: string, keep: readonly string[] = []): PageMetaData {
  return { description: plainTextExcerpt(description), canonical: canonicalUrl(request, keep) };
}

/** The site's own description: pages that set none (and the home page) show it. */
export function siteDescription(): string {
  return m['seo.siteDescription']();
}

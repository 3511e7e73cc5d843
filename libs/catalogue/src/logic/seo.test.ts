import { describe, expect, it } from 'vitest';
import { goodsPageMeta, offerAvailability, offerPrice, productJsonLd, type ProductReviews, type ProductSource } from './seo';

const goods: ProductSource = {
  skuId: 12,
  goodsName: '五常大米 稻花香 5kg',
  discountPrice: 5990,
  price: 6900,
  stock: 8,
  onShelf: true,
  goodsImages: ['/upload/goods/12_1.svg', '/upload/goods/12_2.svg'],
  skuImage: '/upload/goods/12_2.svg',
  brandName: '五常农场',
  introduction: '<p>产自<b>黑龙江五常</b>，当季新米。</p>',
  brief: '当季新米',
};

describe('offerPrice', () => {
  it('is the discount price in yuan with two decimals', () => {
    expect(offerPrice({ price: 6900, discountPrice: 5990 })).toBe('59.90');
    expect(offerPrice({ price: 123450, discountPrice: 100000 })).toBe('1000.00');
  });

  it('falls back to the list price when no discount price is set', () => {
    expect(offerPrice({ price: 6900, discountPrice: null })).toBe('69.00');
    expect(offerPrice({ price: 10, discountPrice: 0 })).toBe('0.10');
  });
});

describe('offerAvailability', () => {
  it('is in stock only on shelf with stock left', () => {
    expect(offerAvailability({ stock: 1, onShelf: true })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ stock: 0, onShelf: true })).toBe('https://schema.org/OutOfStock');
    expect(offerAvailability({ stock: 5, onShelf: false })).toBe('https://schema.org/OutOfStock');
  });
});

describe('productJsonLd', () => {
  it('is a Product with name, absolute images, sku, brand and a CNY Offer', () => {
    const ld = productJsonLd(goods, 'https://mall.example.cn/sku-12');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '五常大米 稻花香 5kg',
      sku: '12',
      image: ['https://mall.example.cn/upload/goods/12_2.svg', 'https://mall.example.cn/upload/goods/12_1.svg'],
      description: '产自 黑龙江五常 ，当季新米。',
      brand: { '@type': 'Brand', name: '五常农场' },
      offers: {
        '@type': 'Offer',
        price: '59.90',
        priceCurrency: 'CNY',
        availability: 'https://schema.org/InStock',
        url: 'https://mall.example.cn/sku-12',
      },
    });
  });

  it('leaves out the brand when the goods has none, and says OutOfStock when sold out', () => {
    const ld = productJsonLd({ ...goods, brandName: '', stock: 0 }, 'http://127.0.0.1:3000/sku-12');
    expect(ld).not.toHaveProperty('brand');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('productJsonLd ratings', () => {
  const review = (id: number, scores: number, content = `第${id}条评价：米香浓郁`) => ({
    memberName: `会员${id}`,
    content,
    scores,
    // Review 1: 2026-11-19 16:30 UTC, already the 20th in China.
    createTime: 1_795_192_200 - id * 86_400,
  });
  const reviews: ProductReviews = { total: 57, averageScore: '4.6', recent: [review(1, 5), review(2, 4, '  '), review(3, 3), review(4, 5), review(5, 1)] };

  it('rates the Product over all its evaluations and carries the newest three with words as Reviews', () => {
    const ld = productJsonLd(goods, 'https://mall.example.cn/sku-12', reviews);
    expect(ld).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 57, bestRating: 5, worstRating: 1 },
    });
    const shown = (ld as unknown as { review: { author: { name: string }; datePublished: string; reviewBody: string; reviewRating: { ratingValue: number } }[] }).review;
    // The one without words is left out; no more than three.
    expect(shown.map((r) => r.author.name)).toEqual(['会员1', '会员3', '会员4']);
    expect(shown[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: '会员1' },
      datePublished: '2026-11-20',
      reviewBody: '第1条评价：米香浓郁',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no rating without evaluations (or without their counts)', () => {
    expect(productJsonLd(goods, 'https://mall.example.cn/sku-12', { total: 0, averageScore: '0.0', recent: [] })).not.toHaveProperty('aggregateRating');
    const none = productJsonLd(goods, 'https://mall.example.cn/sku-12');
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('goes into the goods page meta', () => {
    const meta = goodsPageMeta(goods, new Request('http://127.0.0.1:3000/sku-12'), reviews);
    expect(meta.jsonLd).toMatchObject({ '@type': 'Product', aggregateRating: { reviewCount: 57 } });
  });
});

describe('goodsPageMeta', () => {
  it('describes the goods by its introduction (trimmed), canonical /sku-{id} without the query', () => {
    const long = { ...goods, introduction: `<div>${'香甜可口的赣南脐橙。'.repeat(30)}</div>` };
    const meta = goodsPageMeta(long, new Request('http://127.0.0.1:3000/sku-12?from=list'));
    expect(meta.canonical).toBe('http://127.0.0.1:3000/sku-12');
    // The English page's own address keeps its language.
    expect(goodsPageMeta(long, new Request('http://127.0.0.1:3000/sku-12?from=list&lang=en-us')).canonical).toBe('http://127.0.0.1:3000/sku-12?lang=en-us');
    expect(Array.from(meta.description ?? '')).toHaveLength(120);
    expect(meta.jsonLd).toMatchObject({ '@type': 'Product', offers: { url: 'http://127.0.0.1:3000/sku-12' } });
  });

  it('shares the sku picture (else the first goods picture) as the page\'s Open Graph image', () => {
    const request = new Request('http://127.0.0.1:3000/sku-12');
    expect(goodsPageMeta(goods, request).image).toBe('/upload/goods/12_2.svg');
    expect(goodsPageMeta({ ...goods, skuImage: null }, request).image).toBe('/upload/goods/12_1.svg');
  });

  it('falls back to the brief, then the name, when the introduction is empty', () => {
    const request = new Request('http://127.0.0.1:3000/sku-12');
    expect(goodsPageMeta({ ...goods, introduction: '' }, request).description).toBe('当季新米');
    expect(goodsPageMeta({ ...goods, introduction: null, brief: null }, request).description).toBe('五常大米 稻花香 5kg');
  });
});

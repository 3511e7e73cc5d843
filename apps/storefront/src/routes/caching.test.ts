import { describe, expect, it } from 'vitest';
import { isServerRendered, publicCaching } from '../entry-server';
import { matchEntry } from './table';
import { PAGE_CACHE_TIMES } from './caching';

describe('which pages a shared cache may keep, and for how long', () => {
  it('goods and flash sales are kept shortest, listings longer, help and articles longest', () => {
    expect(publicCaching('/sku-12')).toEqual({ kind: 'goods', ...PAGE_CACHE_TIMES.goods });
    expect(publicCaching('/promotion/seckill')?.kind).toBe('goods');
    expect(publicCaching('/')?.kind).toBe('listing');
    expect(publicCaching('/list')?.kind).toBe('listing');
    expect(publicCaching('/shop-14')?.kind).toBe('listing');
    expect(publicCaching('/cms/help')?.kind).toBe('content');
    expect(publicCaching('/cms/article-3')?.kind).toBe('content');
    expect(PAGE_CACHE_TIMES.goods.sMaxAge).toBeLessThan(PAGE_CACHE_TIMES.listing.sMaxAge);
    expect(PAGE_CACHE_TIMES.listing.sMaxAge).toBeLessThan(PAGE_CACHE_TIMES.content.sMaxAge);
  });

  it('the shopper’s own pages are never public: login, cart, checkout, member centre, redirects', () => {
    for (const path of ['/login', '/cart', '/payment', '/member/index', '/member/order_list', '/promotion/seckill_payment', '/coupon', '/shop', '/member']) {
      expect(publicCaching(path), path).toBeNull();
    }
  });

  it('every server-rendered page without a login is public', () => {
    for (const path of ['/street', '/region', '/support', '/promotion/redarea', '/citylist', '/cms/notice']) {
      expect(isServerRendered(matchEntry(path).entry), path).toBe(true);
      expect(publicCaching(path), path).not.toBeNull();
    }
  });
});

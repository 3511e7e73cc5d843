// The seed looks real on the day it is made: goods sold by shops of their own province and kind,
// recent notices and articles, this year in the copyright, a banner that fits any season.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeedData } from './seed-data';

const DAY = 86_400_000;
afterEach(() => vi.useRealTimers());

/** The province a goods' text names ("产地：甘肃。"), as the seed writes it. */
const provinceOf = (content: string) => /产地：([^。]+)。/.exec(content)?.[1];

describe('a seed that looks real today', () => {
  it('has every goods sold by a shop of its own province', () => {
    const d = buildSeedData();
    const shops = new Map(d.shops.map((s) => [s.siteId, s]));
    const misplaced = d.goods.filter((g) => shops.get(g.siteId)?.province !== provinceOf(g.content)).map((g) => g.goodsName);
    expect(misplaced).toEqual([]);
  });

  it('has the Gansu potato co-operative sell no Hainan mangoes, and the tea co-operatives no cured meat', () => {
    const d = buildSeedData();
    const shopId = (name: string) => d.shops.find((s) => s.siteName === name)!.siteId;
    const soldBy = (name: string) => d.goods.filter((g) => g.siteId === shopId(name)).map((g) => g.goodsName);
    expect(soldBy('定西马铃薯杂粮专业合作社').filter((n) => /芒|海南/.test(n))).toEqual([]);
    expect(soldBy('定西马铃薯杂粮专业合作社').length).toBeGreaterThan(0);
    expect(soldBy('湘西保靖黄金茶农民专业合作社').filter((n) => /腊|肉|香肠/.test(n))).toEqual([]);
    expect(soldBy('普洱市茶农联合专业合作社').every((n) => /茶|普洱/.test(n))).toBe(true);
    expect(d.goods.filter((g) => /海南/.test(g.goodsName)).every((g) => d.shops[g.siteId - 1].province === '海南')).toBe(true);
  });

  it('dates notices and articles in the weeks before the day of seeding', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T05:00:00Z'), toFake: ['Date'] });
    const d = buildSeedData();
    const today = Date.UTC(2026, 10, 27);
    for (const { createTime } of [...d.notices, ...d.articles]) {
      expect(createTime.getTime()).toBeLessThan(today + DAY);
      expect(createTime.getTime()).toBeGreaterThan(today - 60 * DAY);
    }
    expect(d.notices[0].title).toContain('2026年');
  });

  it('runs the copyright to the year of seeding and keeps the top banner free of a season', () => {
    vi.useFakeTimers({ now: new Date('2027-03-02T05:00:00Z'), toFake: ['Date'] });
    const d = buildSeedData();
    const copyright = d.siteConfig.find((c) => c.key === 'copyright')!.value as { copyright_desc: string };
    expect(copyright.copyright_desc).toContain('2020-2027');
    const banner = d.advs.find((a) => a.apId === 1)!;
    expect(banner.advTitle).not.toMatch(/年货|春节|中秋|国庆|双十一|元旦/);
    expect(JSON.stringify(d)).not.toMatch(/2025新货|2020-2025/);
  });

  it('is the same all day long', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T00:30:00Z'), toFake: ['Date'] });
    const morning = buildSeedData();
    vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
    expect(buildSeedData()).toEqual(morning);
  });
});

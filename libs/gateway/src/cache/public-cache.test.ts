import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, CSRF_HEADER } from '../gateway';
import { fail, fakeRest, fixtures, ok } from '../test/fake-rest';
import { PUBLIC_CACHE_TTL_MS, PublicCache } from './public-cache';
import { keepAliveTransport } from './upstream';

function setup(overrides: Parameters<typeof fakeRest>[0] = {}) {
  let now = 1_000_000;
  const cache = new PublicCache(PUBLIC_CACHE_TTL_MS, () => now);
  const rest = fakeRest(overrides);
  const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch, publicCache: cache });
  async function gql(query: string, cookie?: string) {
    const response = await gateway.fetch('http://mall.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  }
  return { rest, gql, cache, advance: (ms: number) => (now += ms) };
}

describe('the named public cache', () => {
  it('answers site info, navigation and the category tree from the cache for visitors', async () => {
    const { rest, gql, cache } = setup();
    const query = '{ site { title } navList { id } categoryTree { id } }';
    await gql(query);
    await gql(query);
    await gql(query);
    expect(rest.callsTo('/api/website/info')).toHaveLength(1);
    expect(rest.callsTo('/api/pc/navList')).toHaveLength(1);
    expect(rest.callsTo('/api/goodscategory/tree')).toHaveLength(1);
    expect(cache.stats).toEqual({ hits: 6, misses: 3 });
  });

  it('never serves or stores a logged-in answer', async () => {
    const floors = fixtures['/api/pc/floors'].data as unknown[];
    const { rest, gql } = setup({
      '/api/pc/floors': (body) => ok('/api/pc/floors', (body.token ? floors : floors.slice(0, 1)) as never),
    });
    const member = 'mall_token=tok-1';
    const count = async (cookie?: string) => ((await gql('{ floors { __typename } }', cookie)).data?.floors as unknown[]).length;
    expect(await count(member)).toBe(floors.length);
    // The member's answer was not kept: the visitor gets the visitors' answer from mall-api.
    expect(await count()).toBe(1);
    // And the visitors' cached answer is never given to the member.
    expect(await count(member)).toBe(floors.length);
    expect(rest.callsTo('/api/pc/floors').map((c) => c.body.token ?? null)).toEqual(['tok-1', null, 'tok-1']);
  });

  it('answers a member\'s layout (asked without the token) from the visitors\' entries', async () => {
    const { rest, gql, cache } = setup();
    const query = '{ site { title } navList { id } categoryTree { id } }';
    await gql(query);
    await gql(query, 'mall_token=tok-1');
    expect(rest.callsTo('/api/website/info').map((c) => c.body.token ?? null)).toEqual([null]);
    expect(rest.callsTo('/api/pc/navList')).toHaveLength(1);
    expect(cache.stats.hits).toBeGreaterThanOrEqual(3);
  });

  it('drops an entry after its TTL', async () => {
    const { rest, gql, advance } = setup();
    await gql('{ floors { __typename } site { title } }');
    // Site info (3 s, it carries the open/closed switch) expires before the floors (10 s).
    advance(PUBLIC_CACHE_TTL_MS['/api/website/info'] + 1);
    await gql('{ floors { __typename } site { title } }');
    expect(rest.callsTo('/api/website/info')).toHaveLength(2);
    expect(rest.callsTo('/api/pc/floors')).toHaveLength(1);
    advance(PUBLIC_CACHE_TTL_MS['/api/pc/floors']);
    await gql('{ floors { __typename } }');
    expect(rest.callsTo('/api/pc/floors')).toHaveLength(2);
  });

  it('keys by the body: another branch site or advert keyword is another entry', async () => {
    const { rest, gql } = setup();
    await gql('{ navList { id } }', 'website_id=1');
    await gql('{ navList { id } }', 'website_id=2');
    await gql('{ navList { id } }', 'website_id=1');
    expect(rest.callsTo('/api/pc/navList').map((c) => c.body.website_id)).toEqual([1, 2]);
  });

  it('does not keep a failure', async () => {
    let answers = 0;
    const { rest, gql } = setup({
      '/api/pc/navList': () => (answers++ === 0 ? fail(-1, '导航加载失败') : fixtures['/api/pc/navList']),
    });
    expect((await gql('{ navList { id } }')).errors?.[0].message).toBe('导航加载失败');
    expect((await gql('{ navList { id } }')).errors).toBeUndefined();
    expect((await gql('{ navList { id } }')).errors).toBeUndefined();
    expect(rest.callsTo('/api/pc/navList')).toHaveLength(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { rest, gql } = setup();
    await Promise.all(Array.from({ length: 5 }, () => gql('{ site { title } }')));
    expect(rest.callsTo('/api/website/info')).toHaveLength(1);
  });

  it('caches nothing when turned off', async () => {
    const rest = fakeRest();
    const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch, publicCache: false });
    for (let i = 0; i < 2; i++) {
      await gateway.fetch('http://mall.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ site { title } }' }),
      });
    }
    expect(rest.callsTo('/api/website/info')).toHaveLength(2);
  });
});

describe('the kept-alive transport to mall-api', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function listen(handler: Parameters<typeof createServer>[1]) {
    const connections: unknown[] = [];
    server = createServer(handler);
    server.on('connection', (socket) => connections.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections };
  }

  it('reuses its connections for calls in sequence', async () => {
    const { url, connections } = await listen((req, res) => {
      req.resume();
      req.on('end', () => res.end(JSON.stringify({ code: 0, message: '', data: req.url })));
    });
    const transport = keepAliveTransport();
    for (const path of ['/api/a', '/api/b', '/api/c', '/api/d', '/api/e', '/api/f']) {
      const response = await transport(`${url}${path}`, { headers: {}, body: '{}', timeoutMs: 5_000 });
      expect(await response.json()).toEqual({ code: 0, message: '', data: path });
    }
    // undici may open a second socket while the first is being released; never one per call.
    expect(connections.length).toBeLessThanOrEqual(2);
    await transport.close();
  });

  it('gives up after the timeout with a TimeoutError', async () => {
    const { url } = await listen(() => {
      // never answers
    });
    const transport = keepAliveTransport();
    await expect(transport(`${url}/api/slow`, { headers: {}, body: '{}', timeoutMs: 100 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    await transport.close().catch(() => {});
  });
});

describe('whole answers in process (the server render)', () => {
  const layout = '{ site { title } navList { id } helpClasses(classNum: 2) { id } }';

  it('keeps an answer made only of public entries until the first of them expires, frozen', async () => {
    const { rest, gateway, advance } = setupInProcess();
    const first = await gateway.executeInProcess({ query: layout, cookie: '' });
    const again = await gateway.executeInProcess({ query: layout, cookie: '' });
    expect(again.data).toBe(first.data);
    expect(Object.isFrozen((first.data as { navList: object[] }).navList[0])).toBe(true);
    expect(rest.callsTo('/api/website/info')).toHaveLength(1);
    // Site info is the shortest entry (3 s): past it the answer is made again, with fresh site info.
    advance(PUBLIC_CACHE_TTL_MS['/api/website/info'] + 1);
    const later = await gateway.executeInProcess({ query: layout, cookie: '' });
    expect(later.data).not.toBe(first.data);
    expect(rest.callsTo('/api/website/info')).toHaveLength(2);
    expect(rest.callsTo('/api/pc/navList')).toHaveLength(1);
  });

  it('keys by the public cookies: another branch site is another answer', async () => {
    const { rest, gateway } = setupInProcess();
    await gateway.executeInProcess({ query: layout, cookie: '' });
    await gateway.executeInProcess({ query: layout, cookie: 'website_id=12' });
    expect(rest.callsTo('/api/website/info')).toHaveLength(2);
  });

  it('keeps nothing a token went into, nor an answer with a call the public cache does not hold', async () => {
    const { rest, gateway } = setupInProcess();
    const member = '{ site { title } member { id } }';
    const a = await gateway.executeInProcess({ query: member, cookie: 'mall_token=t' });
    const b = await gateway.executeInProcess({ query: member, cookie: 'mall_token=t' });
    expect(a.data).not.toBe(b.data);
    expect(rest.callsTo('/api/member/info')).toHaveLength(2);
    const goods = '{ site { title } goodsDetail(skuId: 1) { __typename } }';
    const c = await gateway.executeInProcess({ query: goods, cookie: '' });
    const d = await gateway.executeInProcess({ query: goods, cookie: '' });
    expect(c.data).not.toBe(d.data);
    const notPublic = rest.calls.filter((call) => !(call.path in PUBLIC_CACHE_TTL_MS) && call.path !== '/api/member/info');
    expect(notPublic.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps no answer with errors', async () => {
    const { rest, gateway } = setupInProcess({ '/api/pc/navList': fail(-1, '服务繁忙') });
    const query = '{ navList { id } }';
    expect((await gateway.executeInProcess({ query, cookie: '' })).errors).toHaveLength(1);
    await gateway.executeInProcess({ query, cookie: '' });
    expect(rest.callsTo('/api/pc/navList')).toHaveLength(2);
  });
});

function setupInProcess(overrides: Parameters<typeof fakeRest>[0] = {}) {
  let now = 1_000_000;
  const cache = new PublicCache(PUBLIC_CACHE_TTL_MS, () => now);
  const rest = fakeRest(overrides);
  const gateway = createGateway({ restBaseUrl: 'http://rest.test', fetch: rest.fetch, publicCache: cache });
  return { rest, gateway, advance: (ms: number) => (now += ms) };
}

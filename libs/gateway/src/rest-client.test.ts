import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { exactYuanToFen as yuanToFen, fenToYuan } from '@mall/rest-contract/money';
import { parseJsonLink } from './json-link';
import { createRestClient, type RestCallRecord } from './rest-client';

describe('createRestClient', () => {
  it('applies the timeout and answers UPSTREAM_ERROR in Chinese', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const reasons: string[] = [];
    const client = createRestClient(
      'http://rest.test',
      { app_type: 'pc' },
      {
        fetch: hanging,
        timeoutMs: 20,
        onUpstreamError: ({ reason }) => reasons.push(reason),
      },
    );
    const error = await client.call('/api/pc/navList', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('UPSTREAM_ERROR');
    expect((error as GraphQLError).message).toBe('服务响应超时，请稍后重试');
    expect(reasons).toHaveLength(1);
  });

  it('makes one call for equal bodies whatever their key order, and sends the body serialised once', async () => {
    const sent: string[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(String(init?.body));
      return Response.json({ code: 0, message: '', data: { list: [], count: 0, page_count: 0 } });
    }) as typeof fetch;
    const client = createRestClient('http://rest.test', { app_type: 'pc' }, { fetch: fetchImpl });
    await Promise.all([
      client.call('/api/goodssku/page', { page: 1, page_size: 20, keyword: undefined }),
      client.call('/api/goodssku/page', { page_size: 20, page: 1 }),
    ]);
    expect(sent).toHaveLength(1);
    // The common body and the call's fields, keys sorted, undefined left out: the JSON mall-api parses.
    expect(sent[0]).toBe('{"app_type":"pc","page":1,"page_size":20}');
  });

  it('does not memoise calls marked cache: false', async () => {
    let count = 0;
    const fetchImpl = (async () => {
      count += 1;
      return Response.json({ code: 0, message: '', data: true });
    }) as typeof fetch;
    const client = createRestClient('http://rest.test', {}, { fetch: fetchImpl });
    await client.call('/api/login/logout', {}, { cache: false });
    await client.call('/api/login/logout', {}, { cache: false });
    expect(count).toBe(2);
  });

  it("forwards the shopper's address so mall-api limits count shoppers, not the gateway", async () => {
    const seen: (string | null)[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('x-forwarded-for'));
      return Response.json({ code: 0, message: '', data: [] });
    }) as typeof fetch;
    await createRestClient('http://rest.test', {}, { fetch: fetchImpl, forwardedFor: '203.0.113.7' }).call(
      '/api/pc/navList',
      {},
    );
    await createRestClient('http://rest.test', {}, { fetch: fetchImpl }).call('/api/pc/navList', {});
    expect(seen).toEqual(['203.0.113.7', null]);
  });

  it("sends the request's id to mall-api and reports each call's path and outcome", async () => {
    const ids: (string | null)[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      ids.push(new Headers(init?.headers).get('x-request-id'));
      if (String(input).endsWith('/api/pc/navList')) return Response.json({ code: 0, message: '', data: [] });
      if (String(input).endsWith('/api/member/info')) return Response.json({ code: -10010, message: '请登录' });
      return new Response('<html>bad gateway</html>', { status: 502 });
    }) as typeof fetch;
    const calls: RestCallRecord[] = [];
    const client = createRestClient('http://rest.test', {}, { fetch: fetchImpl, requestId: 'req-0123456789', onCall: (c) => calls.push(c) });
    await client.call('/api/pc/navList', {});
    await client.call('/api/member/info', {}).catch(() => undefined);
    await client.call('/api/website/info', {}).catch(() => undefined);
    expect(ids).toEqual(['req-0123456789', 'req-0123456789', 'req-0123456789']);
    expect(calls.map(({ path, outcome }) => [path, outcome])).toEqual([
      ['/api/pc/navList', 'ok'],
      ['/api/member/info', 'token_error'],
      ['/api/website/info', 'upstream_error'],
    ]);
    expect(calls.every((c) => c.seconds >= 0 && c.seconds < 5)).toBe(true);
  });
});

describe('money and links', () => {
  it('sums in fen without float drift', () => {
    expect(yuanToFen('0.1') + yuanToFen('0.2')).toBe(30);
    expect(fenToYuan(yuanToFen('19.99') * 3)).toBe('59.97');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(() => yuanToFen('1.234')).toThrow();
  });

  it('parses JSON links safely', () => {
    expect(parseJsonLink('{"url":"/list"}')).toBe('/list');
    expect(parseJsonLink('')).toBe('');
    expect(parseJsonLink('/plain')).toBe('');
    expect(parseJsonLink('{"url":5}')).toBe('');
    expect(parseJsonLink('["/x"]')).toBe('');
  });
});

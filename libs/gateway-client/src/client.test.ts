import { describe, expect, it, vi } from 'vitest';
import { configureGatewayClient, createGatewayClient, CSRF_HEADER, gql, TOAST_DEDUPE_MS } from './client';
import { GatewayError, isNotFoundError, REST_NOT_FOUND } from './errors';
import { GatewayClientSelfCheckDocument, TypedDocumentString } from './generated/documents';

interface MemberQuery {
  member: { id: number; nickname: string } | null;
}
const MemberDocument = new TypedDocumentString(
  'query Member($id: Int) { member { id nickname } }',
) as unknown as TypedDocumentString<MemberQuery, { id?: number }>;

type Answer = { status?: number; body: unknown } | (() => never);

function fakeFetch(...answers: Answer[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(input), init: init ?? {} });
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (typeof answer === 'function') answer();
    const { status = 200, body } = answer as { status?: number; body: unknown };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const contentType =
      typeof body === 'string' ? 'text/html' : 'application/graphql-response+json; charset=utf-8';
    return new Response(text, { status, headers: { 'content-type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const gqlError = (code: string, message: string, status = 200) => ({
  status,
  body: { data: null, errors: [{ message, extensions: { code } }] },
});

function setup(...answers: Answer[]) {
  const transport = fakeFetch(...answers);
  let clock = 1_000_000;
  const hooks = {
    onTokenError: vi.fn(),
    navigate: vi.fn(),
    showToast: vi.fn(),
    currentPath: vi.fn(() => '/member/index?tab=order#top'),
  };
  const client = createGatewayClient({
    ...hooks,
    endpoint: 'http://mall.test/graphql',
    fetch: transport.fetch,
    now: () => clock,
  });
  return { client, hooks, transport, advance: (ms: number) => (clock += ms) };
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }
  throw new Error('expected a rejection');
}

describe('gql', () => {
  it('posts the document string with the csrf header and same-origin credentials', async () => {
    const { client, transport, hooks } = setup({ body: { data: { member: { id: 1, nickname: '张三' } } } });
    const result = await client.gql(MemberDocument, { id: 1 });
    expect(result.member?.nickname).toBe('张三');
    const [{ url, init }] = transport.requests;
    expect(url).toBe('http://mall.test/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get(CSRF_HEADER)).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      query: 'query Member($id: Int) { member { id nickname } }',
      variables: { id: 1 },
    });
    expect(hooks.showToast).not.toHaveBeenCalled();
  });

  it('runs a generated document', async () => {
    const { client } = setup({ body: { data: { __typename: 'Query' } } });
    await expect(client.gql(GatewayClientSelfCheckDocument)).resolves.toEqual({ __typename: 'Query' });
  });

  it('TOKEN_ERROR with forceLogin clears the session and goes to login with the full path', async () => {
    const { client, hooks } = setup(gqlError('TOKEN_ERROR', '登录已失效'));
    const error = await rejection(client.gql(MemberDocument, {}, { forceLogin: true }));
    expect(error.code).toBe('TOKEN_ERROR');
    expect(error.message).toBe('登录已失效');
    expect(hooks.onTokenError).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/member/index?tab=order#top')}`,
    );
    expect(hooks.showToast).not.toHaveBeenCalled();
  });

  it('TOKEN_ERROR without forceLogin only clears the session', async () => {
    const { client, hooks } = setup(gqlError('TOKEN_ERROR', '登录已失效'));
    await rejection(client.gql(MemberDocument));
    expect(hooks.onTokenError).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).not.toHaveBeenCalled();
  });

  it('prefers TOKEN_ERROR among several errors', async () => {
    const { client, hooks } = setup({
      body: {
        data: null,
        errors: [
          { message: '库存不足', extensions: { code: 'BUSINESS_ERROR' } },
          { message: '登录已失效', extensions: { code: 'TOKEN_ERROR' } },
        ],
      },
    });
    const error = await rejection(client.gql(MemberDocument));
    expect(error.code).toBe('TOKEN_ERROR');
    expect(hooks.showToast).not.toHaveBeenCalled();
  });

  it('shows the server message of a business error as one toast and rethrows it typed', async () => {
    const { client, hooks } = setup(gqlError('BUSINESS_ERROR', '验证码错误'));
    const error = await rejection(client.gql(MemberDocument));
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'BUSINESS_ERROR',
      message: '验证码错误',
    });
    expect(hooks.showToast).toHaveBeenCalledExactlyOnceWith('验证码错误');
    expect(hooks.onTokenError).not.toHaveBeenCalled();
  });

  it("keeps mall-api's own code, so a page tells a missing order (404) from a refusal", async () => {
    const missing = {
      status: 200,
      body: { data: null, errors: [{ message: '订单不存在', extensions: { code: 'BUSINESS_ERROR', restCode: REST_NOT_FOUND } }] },
    };
    const { client } = setup(missing, gqlError('BUSINESS_ERROR', '订单不存在'));
    const notFound = await rejection(client.gql(MemberDocument, {}, { silent: true }));
    expect(notFound.restCode).toBe(REST_NOT_FOUND);
    expect(isNotFoundError(notFound)).toBe(true);
    const refused = await rejection(client.gql(MemberDocument, {}, { silent: true }));
    expect(refused.restCode).toBeUndefined();
    expect(isNotFoundError(refused)).toBe(false);
  });

  it('never shows two toasts within the window', async () => {
    const { client, hooks, advance } = setup(
      gqlError('BUSINESS_ERROR', '失败一'),
      gqlError('UPSTREAM_ERROR', '失败二'),
      gqlError('BUSINESS_ERROR', '失败三'),
    );
    await Promise.allSettled([client.gql(MemberDocument), client.gql(MemberDocument)]);
    expect(hooks.showToast).toHaveBeenCalledTimes(1);
    advance(TOAST_DEDUPE_MS);
    await rejection(client.gql(MemberDocument));
    expect(hooks.showToast).toHaveBeenCalledTimes(2);
    expect(hooks.showToast).toHaveBeenLastCalledWith('失败三');
  });

  it('silent calls show no toast but still reject', async () => {
    const { client, hooks } = setup(gqlError('BUSINESS_ERROR', '排行加载失败'));
    const error = await rejection(client.gql(MemberDocument, {}, { silent: true }));
    expect(error.code).toBe('BUSINESS_ERROR');
    expect(hooks.showToast).not.toHaveBeenCalled();
  });

  it('maps a network failure to NETWORK_ERROR with a Chinese message', async () => {
    const { client, hooks } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.gql(MemberDocument));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(hooks.showToast).toHaveBeenCalledExactlyOnceWith('网络连接失败，请检查网络后重试');
  });

  it('maps a non-GraphQL HTTP failure to HTTP_ERROR', async () => {
    const { client, hooks } = setup({ status: 502, body: '<html>Bad Gateway</html>' });
    const error = await rejection(client.gql(MemberDocument));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(hooks.showToast).toHaveBeenCalledExactlyOnceWith('服务暂时不可用，请稍后重试');
  });

  it('passes the gateway message of a refused request through', async () => {
    const { client } = setup(gqlError('CSRF_REJECTED', '已拒绝跨站请求', 403));
    const error = await rejection(client.gql(MemberDocument));
    expect(error).toMatchObject({ code: 'CSRF_REJECTED', message: '已拒绝跨站请求', status: 403 });
  });

  it('an aborted request rejects as ABORTED without a toast', async () => {
    const controller = new AbortController();
    const { client, hooks } = setup(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await rejection(client.gql(MemberDocument, {}, { signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(hooks.showToast).not.toHaveBeenCalled();
  });
});

describe('configureGatewayClient', () => {
  it('sets the hooks used by the module-level gql', async () => {
    const transport = fakeFetch(gqlError('TOKEN_ERROR', '登录已失效'));
    const hooks = {
      onTokenError: vi.fn(),
      navigate: vi.fn(),
      showToast: vi.fn(),
      currentPath: () => '/cart',
    };
    configureGatewayClient({ ...hooks, endpoint: 'http://mall.test/graphql', fetch: transport.fetch });
    await rejection(gql(MemberDocument, {}, { forceLogin: true }));
    expect(hooks.onTokenError).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart');
  });
});

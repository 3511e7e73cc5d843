import { describe, expect, it, vi } from 'vitest';
import { REST_NOT_FOUND, GatewayError, isNotFoundError } from '@mall/gateway-client';
import { balanceShortfall } from './money';
import { intParam } from '@mall/page-kit';
import { orderIdsParam } from './params';
import { makePayKey, PAY_KEY_PATTERN } from './payKey';
import { canUploadTicket, closeTimeMs, payStage, unpaidIds } from './payStage';
import { loadOrFail } from './route';
import { uploadCertificate } from './upload';

const url = (q: string) => new URL(`http://mall.test/pay${q}`);

describe('orderIdsParam', () => {
  it('reads and deduplicates a comma list', () => {
    expect(orderIdsParam(url('?order_ids=3,4,3'))).toEqual([3, 4]);
    expect(orderIdsParam(url('?order_ids=%203%20'))).toEqual([3]);
  });
  it('refuses missing, malformed, zero and too many ids', () => {
    expect(orderIdsParam(url(''))).toBeNull();
    expect(orderIdsParam(url('?order_ids='))).toBeNull();
    expect(orderIdsParam(url('?order_ids=3,abc'))).toBeNull();
    expect(orderIdsParam(url('?order_ids=3,,4'))).toBeNull();
    expect(orderIdsParam(url('?order_ids=0'))).toBeNull();
    expect(orderIdsParam(url('?order_ids=-3'))).toBeNull();
    expect(orderIdsParam(url(`?order_ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`))).toBeNull();
  });
  it('intParam takes positive integers only', () => {
    expect(intParam(url('?order_id=12'), 'order_id')).toBe(12);
    expect(intParam(url('?order_id=1.5'), 'order_id')).toBeNull();
    expect(intParam(url('?order_id=0'), 'order_id')).toBeNull();
  });
});

describe('makePayKey', () => {
  it('makes keys mall-api accepts, different each time', () => {
    const a = makePayKey();
    const b = makePayKey();
    expect(a).toMatch(PAY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });
  it('uses every random byte', () => {
    expect(makePayKey((bytes) => bytes.fill(0))).toBe(`pay-${'A'.repeat(24)}`);
  });
});

describe('money', () => {
  it('says how much the balance lacks, in fen', () => {
    expect(balanceShortfall(10000, 34790)).toBe(24790);
    expect(balanceShortfall(34790, 34790)).toBeNull();
  });
});

describe('payStage', () => {
  const o = (status: Parameters<typeof payStage>[0][number]['status']) => ({ status });
  it('is payable while any order is unpaid', () => {
    expect(payStage([o('PAID'), o('UNPAID')])).toBe('payable');
  });
  it('is reviewing, paid or closed otherwise', () => {
    expect(payStage([o('REVIEWING'), o('PAID')])).toBe('reviewing');
    expect(payStage([o('SHIPPED'), o('CLOSED')])).toBe('paid');
    expect(payStage([o('CLOSED')])).toBe('closed');
  });
  it('pays only unpaid orders and counts down to the first close', () => {
    const orders = [
      { orderId: 1, status: 'UNPAID' as const, autoCloseTime: 200 },
      { orderId: 2, status: 'PAID' as const, autoCloseTime: 0 },
      { orderId: 3, status: 'UNPAID' as const, autoCloseTime: 100 },
    ];
    expect(unpaidIds(orders)).toEqual([1, 3]);
    expect(closeTimeMs(orders)).toBe(100_000);
    expect(closeTimeMs([orders[1]])).toBeNull();
  });
  it('takes a certificate only for an unpaid order with none or a refused latest one', () => {
    expect(canUploadTicket('UNPAID', [])).toBe(true);
    expect(canUploadTicket('UNPAID', [{ status: 'REFUSED' }, { status: 'REVIEWING' }])).toBe(true);
    expect(canUploadTicket('UNPAID', [{ status: 'REVIEWING' }])).toBe(false);
    expect(canUploadTicket('REVIEWING', [])).toBe(false);
    expect(canUploadTicket('CLOSED', [{ status: 'REFUSED' }])).toBe(false);
  });
});

describe('loadOrFail', () => {
  it("turns mall-api's NOT_FOUND (a missing or another member's order) into a 404 response", async () => {
    const missing = new GatewayError('BUSINESS_ERROR', '订单不存在', 200, REST_NOT_FOUND);
    expect(isNotFoundError(missing)).toBe(true);
    // A refusal with the same words but another code is a refusal, not a 404.
    expect(isNotFoundError(new GatewayError('BUSINESS_ERROR', '订单不存在', 200, -2))).toBe(false);
    const thrown = await loadOrFail(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
  it('keeps other failures as an error state with the message', async () => {
    await expect(loadOrFail(() => Promise.reject(new GatewayError('UPSTREAM_ERROR', '服务暂时不可用')))).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: '服务暂时不可用',
    });
    await expect(loadOrFail(() => Promise.resolve(1))).resolves.toEqual({ ok: true, data: 1 });
  });
});

describe('uploadCertificate', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });
  it('posts the file as the `file` part and answers the stored path', async () => {
    const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
      return new Response(JSON.stringify({ code: 0, data: { path: '/upload/certificate/1_0123456789abcdef.png' } }));
    });
    await expect(uploadCertificate(file, fetcher as typeof fetch)).resolves.toBe('/upload/certificate/1_0123456789abcdef.png');
    expect(fetcher.mock.calls[0][0]).toBe('/api/upload/certificate');
  });
  it("rejects with the server's message", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ code: -1, message: '图片不能超过 5MB' })));
    await expect(uploadCertificate(file, fetcher as typeof fetch)).rejects.toThrow('图片不能超过 5MB');
  });
});

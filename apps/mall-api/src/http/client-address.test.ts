// A spoofed X-Forwarded-For straight to mall-api counts against the caller's own
// address; only a trusted proxy or storefront-server (the gateway secret) may forward a shopper's.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import Fastify from 'fastify';
import { GATEWAY_SECRET_HEADER, createTrustedProxyCheck, parseTrustedProxies, registerClientAddress, trustProxyFunction } from './client-address';

const LIMITS = { login: { max: 10, timeWindow: 60_000 }, captcha: { max: 30, timeWindow: 60_000 } };
const SECRET = 'test-gateway-secret-0123456789';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** 11 login attempts, each claiming another address; returns the status codes. */
async function elevenLogins(remoteAddress: string, extraHeaders: Record<string, string> = {}): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= 11; i++) {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/login/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-forwarded-proto': 'https', ...extraHeaders },
      payload: { username: 'nobody', password: 'wrong-password', captcha_id: 'x', captcha_code: '0000' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('client address', () => {
  it('a loopback caller sending 11 different X-Forwarded-For values straight to mall-api is refused on the 11th', async () => {
    t = await createTestApp({ rateLimit: LIMITS });
    const codes = await elevenLogins('127.0.0.1');
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('a wrong gateway secret is no better than none', async () => {
    t = await createTestApp({ rateLimit: LIMITS, gatewaySecret: SECRET });
    const codes = await elevenLogins('127.0.0.1', { [GATEWAY_SECRET_HEADER]: 'guessed' });
    expect(codes[10]).toBe(429);
  });

  it('storefront-server (the right gateway secret) forwards each shopper as their own address', async () => {
    t = await createTestApp({ rateLimit: LIMITS, gatewaySecret: SECRET });
    const codes = await elevenLogins('127.0.0.1', { [GATEWAY_SECRET_HEADER]: SECRET });
    expect(codes).not.toContain(429);
  });

  it('a TRUSTED_PROXIES peer forwards addresses; any other peer does not', async () => {
    t = await createTestApp({ rateLimit: LIMITS, trustedProxies: ['10.0.0.0/8'] });
    expect(await elevenLogins('10.1.2.3')).not.toContain(429);
    expect((await elevenLogins('192.168.7.7'))[10]).toBe(429);
  });

  it('believes X-Forwarded-Proto only from a trusted peer or the gateway', async () => {
    // The same two calls buildApp makes, on a bare instance with an echo route.
    const options = { trustedProxies: ['10.0.0.1'], gatewaySecret: SECRET };
    const app = Fastify({ trustProxy: trustProxyFunction(options) });
    registerClientAddress(app, options);
    app.get('/echo', async (request) => ({ protocol: request.protocol, ip: request.ip, secret: request.headers[GATEWAY_SECRET_HEADER] ?? null }));
    const ask = async (remoteAddress: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url: '/echo', remoteAddress, headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9', ...headers } })).json();
    expect(await ask('10.0.0.1')).toEqual({ protocol: 'https', ip: '198.51.100.9', secret: null });
    expect(await ask('127.0.0.1', { [GATEWAY_SECRET_HEADER]: SECRET })).toEqual({ protocol: 'https', ip: '198.51.100.9', secret: null });
    expect(await ask('127.0.0.1')).toEqual({ protocol: 'http', ip: '127.0.0.1', secret: null });
    await app.close();
  });
});

describe('TRUSTED_PROXIES', () => {
  it('parses IPs and CIDRs and refuses anything else by name', () => {
    expect(parseTrustedProxies(' 10.0.0.1, 10.0.0.0/8 ,::1,fd00::/8')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(() => parseTrustedProxies('loopback')).toThrow(/loopback/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });

  it('matches IPv4-mapped IPv6 peers and nothing by default', () => {
    const check = createTrustedProxyCheck(['10.0.0.0/8']);
    expect(check('::ffff:10.9.9.9')).toBe(true);
    expect(check('11.0.0.1')).toBe(false);
    expect(createTrustedProxyCheck([])('127.0.0.1')).toBe(false);
  });
});

// Whose address is this request? The per-address limits (login, captcha, SMS) count by it, so it must
// not come from a header anyone can write. See SECURITY.md "Client addresses".
//
// mall-api believes X-Forwarded-For / -Proto / -Host in exactly two cases:
//  1. the direct peer is a TRUSTED_PROXIES address (a load balancer in front of mall-api), or
//  2. the request carries the GATEWAY_SECRET header: storefront-server on the same host. Loopback
//     alone proves nothing (any local process can call :3001), the secret does.
// Otherwise the forwarding headers are removed before anything reads them, so a spoofed header counts
// against the caller's own socket address.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The header storefront-server sends with GATEWAY_SECRET on every call it makes for a shopper. */
export const GATEWAY_SECRET_HEADER = 'x-mall-gateway-secret';
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

export interface ClientAddressOptions {
  /** IPs and CIDRs (e.g. `10.0.0.0/8`) of proxies directly in front of mall-api. Default: none. */
  trustedProxies?: readonly string[];
  /** Shared with storefront-server; its header makes the forwarding headers believed. */
  gatewaySecret?: string;
}

/** Parses `TRUSTED_PROXIES` (comma list of IPs and CIDRs); a bad entry stops the start with its name. */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR (e.g. 10.0.0.1, 10.0.0.0/8, ::1)`);
    }
  }
  return entries;
}

/** IPv4 peers may show as IPv4-mapped IPv6 (::ffff:10.0.0.1) on a dual-stack socket. */
const unmapped = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

export function createTrustedProxyCheck(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's `trustProxy` for mall-api. The direct peer (hop 0) is believed because the onRequest
 * hook of `registerClientAddress` has already removed the forwarding headers when it must not be;
 * further hops only when they are trusted proxies themselves.
 */
export function trustProxyFunction(options: ClientAddressOptions): (address: string, hop: number) => boolean {
  const trusted = createTrustedProxyCheck(options.trustedProxies ?? []);
  return (address, hop) => hop === 0 || trusted(address);
}

export function registerClientAddress(app: FastifyInstance, options: ClientAddressOptions): void {
  const trusted = createTrustedProxyCheck(options.trustedProxies ?? []);
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = options.gatewaySecret ? digest(options.gatewaySecret) : null;
  const fromGateway = (given: string | string[] | undefined) =>
    expected !== null && typeof given === 'string' && timingSafeEqual(digest(given), expected);

  // Added before any route or plugin hook, so the rate limits and handlers see the cleaned headers.
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (!trusted(request.raw.socket?.remoteAddress) && !fromGateway(headers[GATEWAY_SECRET_HEADER])) {
      for (const name of FORWARDING_HEADERS) delete headers[name];
    }
    // The secret goes no further (logs, handlers).
    delete headers[GATEWAY_SECRET_HEADER];
    done();
  });
}

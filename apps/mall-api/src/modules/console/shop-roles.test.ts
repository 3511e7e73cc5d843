// Every call of the shops' console against every role: a role whose ROLE_DEFINITIONS lack the call's
// action is refused with FORBIDDEN before anything runs (the database's role table, not the UI); a role
// holding it gets past the check (its empty body then answers INVALID_INPUT or a result, never
// FORBIDDEN). Platform roles hold no shop action at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrorCode, ROLE_DEFINITIONS, shopGoodsEndpoints, shopOrdersEndpoints, type ConsoleRole } from '@mall/rest-contract';
import { testAppPerFile } from '../../test/harness';
import { signIn, signInShop, type Signed } from './test-support';

const t = testAppPerFile();
const calls = Object.entries({ ...shopGoodsEndpoints, ...shopOrdersEndpoints }).filter(([path]) => path.startsWith('/admin/api/shop/'));
const roles: [ConsoleRole, () => Promise<Signed>][] = [
  ['shop_owner', () => signInShop(t.app, 10, 'owner')],
  ['shop_clerk', () => signInShop(t.app, 10, 'clerk')],
  ['shop_verifier', () => signInShop(t.app, 10, 'verifier')],
  ['super_admin', () => signIn(t.app, 'admin')],
  ['operator', () => signIn(t.app, 'operator')],
  ['finance', () => signIn(t.app, 'finance')],
];
const signed = new Map<ConsoleRole, Signed>();

beforeAll(async () => {
  for (const [role, sign] of roles) signed.set(role, await sign());
});

describe('shop console calls by role', () => {
  it.each(calls)('%s', async (path, call) => {
    for (const [role] of roles) {
      const allowed = (ROLE_DEFINITIONS[role].actions as readonly string[]).includes(call.permission);
      const res = await signed.get(role)!.call(path, {});
      if (allowed) expect(res.code, `${role} ${res.message}`).not.toBe(ConsoleErrorCode.FORBIDDEN);
      else expect(res.code, `${role} on ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
      if (ROLE_DEFINITIONS[role].scope === 'platform') expect(allowed, `${role} holds ${call.permission}`).toBe(false);
    }
  });
});

// What the content console's tests share: a caller of every platform role and a shop's owner.
import { beforeAll } from 'vitest';
import { PLATFORM_ROLES, type ConsoleRole } from '@mall/rest-contract';
import { shop } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { consoleCaller, type ConsoleCaller } from '../admin-review/test-support';

/** Signed in before the file's tests (call after testAppPerFile): each platform role, and `shop_owner` of the first shop. */
export function callersPerFile(t: TestApp) {
  const callers = {} as Record<ConsoleRole, ConsoleCaller>;
  beforeAll(async () => {
    for (const role of PLATFORM_ROLES) callers[role] = await consoleCaller(t.app, t.database.db, role);
    const [someShop] = await t.database.db.select({ id: shop.siteId }).from(shop).limit(1);
    callers.shop_owner = await consoleCaller(t.app, t.database.db, 'shop_owner', someShop.id);
  });
  return callers;
}

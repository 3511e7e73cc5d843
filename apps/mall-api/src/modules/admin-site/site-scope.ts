// The branch-site scope of the console: a site account (role site_editor, console_account.site_id set)
// touches only its own site's rows. Every id is looked up: another site's id answers "…不存在" as a
// missing one does (the account learns nothing of other sites) and leaves a `refused` audit row.
// Platform accounts (no site) reach every site.
import { eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { website } from '../../db/schema';
import { consoleAccount } from '../../db/schema-console';
import { websiteBanner } from '../../db/schema-region';
import { ConsoleRefusal, type ConsoleActor } from '../console';

/** The site a site account belongs to; null for every other account. */
export async function actorSiteId(tx: Tx, actor: ConsoleActor): Promise<number | null> {
  const [row] = await tx.select({ siteId: consoleAccount.siteId }).from(consoleAccount).where(eq(consoleAccount.accountId, actor.accountId));
  return row?.siteId ?? null;
}

const refuse = (label: string, action: string, targetType: string, id: number, reason: string) =>
  new ConsoleRefusal(`${label}不存在`, ErrorCode.NOT_FOUND, { action, targetType, targetId: id, after: { reason } });

/** Checks that `siteId` exists and that the actor may edit it; answers the site's title. */
export async function assertSite(tx: Tx, actor: ConsoleActor, action: string, siteId: number): Promise<string> {
  const own = await actorSiteId(tx, actor);
  const [site] = await tx.select({ title: website.title }).from(website).where(eq(website.siteId, siteId));
  if (!site) throw refuse('分站', action, 'website', siteId, 'missing');
  if (own !== null && own !== siteId) throw refuse('分站', action, 'website', siteId, 'other_site');
  return site.title;
}

/** The banners of `ids`, each checked against the actor's site; answers them by id. */
export async function assertBanners(tx: Tx, actor: ConsoleActor, action: string, ids: readonly number[]) {
  const own = await actorSiteId(tx, actor);
  const rows = ids.length ? await tx.select().from(websiteBanner).where(inArray(websiteBanner.bannerId, [...ids])).for('update') : [];
  const byId = new Map(rows.map((r) => [r.bannerId, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw refuse('轮播图', action, 'website_banner', id, 'missing');
    if (own !== null && row.siteId !== own) throw refuse('轮播图', action, 'website_banner', id, 'other_site');
  }
  return byId;
}

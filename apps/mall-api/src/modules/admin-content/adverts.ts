// Ad positions and their adverts in the console: the very tables /api/adv/detail reads, so a save is
// on the storefront once the gateway's public cache and the page cache let it through. The storefront
// shows an advert only when it is switched on and within its dates, and nothing of a disabled position.
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AdPositionRow, AdvertRow, ConsoleParsedRequestOf } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { adv, advPosition } from '../../db/schema';
import { unixSeconds, BusinessError } from '../../http/envelope';
import { changedFields } from '../console/audit';
import { registerConsoleCalls } from '../console';
import { likePattern, notFound, pageOf } from '../admin-review/queries';


/** The storefront's adv_url is `{"url": …}`; an unreadable one shows as its raw text. */
function linkOf(stored: string): string {
  try {
    const parsed = JSON.parse(stored) as { url?: unknown };
    return typeof parsed.url === 'string' ? parsed.url : stored;
  } catch {
    return stored;
  }
}

const dateOf = (seconds: number) => (seconds ? new Date(seconds * 1000) : null);

function phaseOf(a: typeof adv.$inferSelect, now = Date.now()): AdvertRow['phase'] {
  if (!a.isShow) return 'hidden';
  if (a.startTime && a.startTime.getTime() > now) return 'scheduled';
  if (a.endTime && a.endTime.getTime() <= now) return 'ended';
  return 'running';
}

const advertRow = (a: typeof adv.$inferSelect, apName: string): AdvertRow => ({
  id: a.advId,
  ap_id: a.apId,
  ap_name: apName,
  title: a.advTitle,
  image: a.advImage,
  url: linkOf(a.advUrl),
  background: a.background,
  sort: a.sort,
  is_show: a.isShow,
  start_time: a.startTime ? unixSeconds(a.startTime) : 0,
  end_time: a.endTime ? unixSeconds(a.endTime) : 0,
  phase: phaseOf(a),
});

/** What an audit row says of an advert (its link as typed, times as unix seconds). */
const audited = (r: AdvertRow) => ({
  ap_id: r.ap_id,
  title: r.title,
  image: r.image,
  url: r.url,
  background: r.background,
  sort: r.sort,
  is_show: r.is_show,
  start_time: r.start_time,
  end_time: r.end_time,
});

export async function listAdverts(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/content/advs/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(adv.advTitle, like) : undefined,
    input.ap_id ? eq(adv.apId, input.ap_id) : undefined,
    input.state ? eq(adv.isShow, input.state === 'shown') : undefined,
  );
  const dir = input.sort === 'sort_desc' ? desc : asc;
  const query = db
    .select({ a: adv, apName: advPosition.apName })
    .from(adv)
    .innerJoin(advPosition, eq(advPosition.apId, adv.apId))
    .where(where)
    .orderBy(asc(adv.apId), dir(adv.sort), dir(adv.advId));
  return pageOf(db, adv, where, input, query, (r) => advertRow(r.a, r.apName));
}

export async function advertDetail(db: Db | Tx, id: number, lock = false): Promise<AdvertRow> {
  const query = db
    .select({ a: adv, apName: advPosition.apName })
    .from(adv)
    .innerJoin(advPosition, eq(advPosition.apId, adv.apId))
    .where(eq(adv.advId, id));
  const [row] = lock ? await query.for('update', { of: adv }) : await query;
  if (!row) throw notFound('广告');
  return advertRow(row.a, row.apName);
}

async function positionRow(db: Db | Tx, id: number): Promise<AdPositionRow> {
  const [row] = await positionQuery(db).where(eq(advPosition.apId, id));
  if (!row) throw notFound('广告位');
  return toPosition(row);
}

const positionQuery = (db: Db | Tx) =>
  db
    .select({ p: advPosition, advCount: count(adv.advId) })
    .from(advPosition)
    .leftJoin(adv, eq(adv.apId, advPosition.apId))
    .groupBy(advPosition.apId)
    .$dynamic();

const toPosition = ({ p, advCount }: { p: typeof advPosition.$inferSelect; advCount: number }): AdPositionRow => ({
  ap_id: p.apId,
  ap_name: p.apName,
  keyword: p.keyword,
  kind: p.kind === 'banner' ? 'banner' : 'carousel',
  enabled: p.isState === 1,
  ap_width: p.apWidth,
  ap_height: p.apHeight,
  background: p.background,
  adv_count: Number(advCount),
});

export async function listAdPositions(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/ad-positions/list'>,
) {
  const like = likePattern(input.keyword);
  const where = like ? or(ilike(advPosition.apName, like), ilike(advPosition.keyword, like)) : undefined;
  const dir = input.sort === 'id_desc' ? desc : asc;
  return pageOf(db, advPosition, where, input, positionQuery(db).where(where).orderBy(dir(advPosition.apId)), toPosition);
}

const positionAudited = (p: AdPositionRow) => ({
  ap_name: p.ap_name,
  enabled: p.enabled,
  ap_width: p.ap_width,
  ap_height: p.ap_height,
  background: p.background,
});

export function registerAdvertCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/content/ad-positions/list': ({ tx, input }) => listAdPositions(tx, input),
    '/admin/api/content/ad-positions/save': async ({ tx, input, audit }) => {
      const [locked] = await tx.select().from(advPosition).where(eq(advPosition.apId, input.id)).for('update');
      if (!locked) throw notFound('广告位');
      const before = positionAudited(await positionRow(tx, input.id));
      const { id, ...after } = input;
      await tx
        .update(advPosition)
        .set({
          apName: after.ap_name,
          isState: after.enabled ? 1 : 0,
          apWidth: after.ap_width,
          apHeight: after.ap_height,
          background: after.background,
        })
        .where(eq(advPosition.apId, id));
      await audit({
        action: 'content.ad_position.update',
        targetType: 'ad_position',
        targetId: id,
        ...changedFields(before, after),
      });
      return positionRow(tx, id);
    },

    '/admin/api/content/advs/list': ({ tx, input }) => listAdverts(tx, input),
    '/admin/api/content/advs/detail': ({ tx, input }) => advertDetail(tx, input.id),
    '/admin/api/content/advs/save': async ({ tx, input, audit }) => {
      const before = input.id === undefined ? undefined : await advertDetail(tx, input.id, true);
      const [position] = await tx.select({ id: advPosition.apId }).from(advPosition).where(eq(advPosition.apId, input.ap_id));
      if (!position) throw new BusinessError('所选广告位不存在，请重新选择');
      const fields = {
        apId: input.ap_id,
        advTitle: input.title,
        advImage: input.image,
        advUrl: JSON.stringify({ url: input.url }),
        background: input.background,
        sort: input.sort,
        isShow: input.is_show,
        startTime: dateOf(input.start_time),
        endTime: dateOf(input.end_time),
      };
      const { id: _id, ...after } = input;
      if (!before) {
        const [created] = await tx.insert(adv).values(fields).returning({ id: adv.advId });
        await audit({ action: 'content.adv.create', targetType: 'adv', targetId: created.id, after });
        return advertDetail(tx, created.id);
      }
      await tx.update(adv).set(fields).where(eq(adv.advId, before.id));
      await audit({
        action: 'content.adv.update',
        targetType: 'adv',
        targetId: before.id,
        ...changedFields(audited(before), after),
      });
      return advertDetail(tx, before.id);
    },
    '/admin/api/content/advs/show': async ({ tx, input, audit }) => {
      const before = await advertDetail(tx, input.id, true);
      if (before.is_show === input.is_show) throw new BusinessError(input.is_show ? '该广告已在显示' : '该广告已隐藏');
      await tx.update(adv).set({ isShow: input.is_show }).where(eq(adv.advId, input.id));
      await audit({
        action: input.is_show ? 'content.adv.show' : 'content.adv.hide',
        targetType: 'adv',
        targetId: input.id,
        before: { is_show: before.is_show },
        after: { is_show: input.is_show },
      });
      return advertDetail(tx, input.id);
    },
    '/admin/api/content/advs/delete': async ({ tx, input, audit }) => {
      const before = await advertDetail(tx, input.id, true);
      await tx.delete(adv).where(eq(adv.advId, input.id));
      await audit({ action: 'content.adv.delete', targetType: 'adv', targetId: input.id, before: audited(before) });
      return { id: input.id };
    },
  });
}

// Notices in the console: list (published or not), create and edit with the body through the house
// HTML sanitizer (what is stored is what the storefront shows), publish and withdraw. The storefront
// reads only published notices, through the gateway's public cache (10 s for the home's notices).
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, asc, ilike } from 'drizzle-orm';
import { sanitizeHtml } from '@mall/rest-contract/html';
import type { ConsoleParsedRequestOf, NoticeDetailRow } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { notice } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { changedFields } from '../console/audit';
import { registerConsoleCall } from '../console';
import { likePattern, notFound, page } from '../admin-review/queries';

const toRow = (n: typeof notice.$inferSelect) => ({ id: n.id, title: n.title, is_top: n.isTop, is_show: n.isShow, create_time: unixSeconds(n.createTime) });

export async function listNotices(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/content/notices/list'>) {
  const like = likePattern(input.keyword);
  const where = and(like ? ilike(notice.title, like) : undefined, input.state ? eq(notice.isShow, input.state === 'shown') : undefined);
  const [total] = await db.select({ n: count() }).from(notice).where(where);
  const rows = await db
    .select()
    .from(notice)
    .where(where)
    .orderBy(...(input.sort === 'time' ? [asc(notice.createTime), asc(notice.id)] : [desc(notice.createTime), desc(notice.id)]))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

export async function noticeDetail(db: Db | Tx, id: number): Promise<NoticeDetailRow> {
  const [n] = await db.select().from(notice).where(eq(notice.id, id));
  if (!n) throw notFound('公告');
  return { ...toRow(n), content: n.content };
}

export function registerContentCalls(app: FastifyInstance): void {
  registerConsoleCall(app, { path: '/admin/api/content/notices/list', handler: ({ tx, input }) => listNotices(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/content/notices/detail', handler: ({ tx, input }) => noticeDetail(tx, input.id) });
  registerConsoleCall(app, {
    path: '/admin/api/content/notices/save',
    handler: async ({ tx, input, audit }) => {
      const content = sanitizeHtml(input.content);
      if (!content.trim()) throw new BusinessError('正文清理后为空，请填写文字内容');
      const fields = { title: input.title, content, isTop: input.is_top, isShow: input.is_show };
      if (input.id === undefined) {
        const [created] = await tx.insert(notice).values(fields).returning();
        await audit({ action: 'content.notice.create', targetType: 'notice', targetId: created.id, after: { title: created.title, is_top: created.isTop, is_show: created.isShow } });
        return noticeDetail(tx, created.id);
      }
      const [before] = await tx.select().from(notice).where(eq(notice.id, input.id)).for('update');
      if (!before) throw notFound('公告');
      await tx.update(notice).set(fields).where(eq(notice.id, input.id));
      await audit({ action: 'content.notice.update', targetType: 'notice', targetId: input.id, ...changedFields({ title: before.title, content: before.content, is_top: before.isTop, is_show: before.isShow }, { title: fields.title, content, is_top: fields.isTop, is_show: fields.isShow }) });
      return noticeDetail(tx, input.id);
    },
  });
  registerConsoleCall(app, {
    path: '/admin/api/content/notices/publish',
    handler: async ({ tx, input, audit }) => {
      const [done] = await tx.update(notice).set({ isShow: input.is_show }).where(and(eq(notice.id, input.id), eq(notice.isShow, !input.is_show))).returning({ id: notice.id });
      if (!done) {
        await noticeDetail(tx, input.id);
        throw new BusinessError(input.is_show ? '该公告已发布' : '该公告未发布');
      }
      await audit({ action: input.is_show ? 'content.notice.publish' : 'content.notice.withdraw', targetType: 'notice', targetId: input.id, before: { is_show: !input.is_show }, after: { is_show: input.is_show } });
      return noticeDetail(tx, input.id);
    },
  });
}

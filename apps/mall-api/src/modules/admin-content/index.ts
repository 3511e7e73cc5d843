// Notices in the console: list (published or not), create and edit with the body through the house
// HTML sanitizer (what is stored is what the storefront shows), publish and withdraw. The storefront
// reads only published notices, through the gateway's public cache (10 s for the home's notices).
import type { FastifyInstance } from 'fastify';
import { and, eq, ilike } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, NoticeDetailRow } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { notice } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { registerConsoleCalls } from '../console';
import { byTime, likePattern, notFound, pageOf } from '../admin-review/queries';
import { cleanBody } from './body';
import { saveRow, type ContentTable } from './rows';
import { registerAdvertCalls } from './adverts';
import { registerCmsCalls } from './cms';
import { registerSiteContentCalls } from './site-content';
import { registerFloorCalls } from './floors';

const toRow = (n: typeof notice.$inferSelect) => ({
  id: n.id,
  title: n.title,
  is_top: n.isTop,
  is_show: n.isShow,
  create_time: unixSeconds(n.createTime),
});

const NOTICE: ContentTable<typeof notice.$inferSelect> = {
  table: notice,
  id: notice.id,
  idOf: (r) => r.id,
  targetType: 'notice',
  action: 'notice',
  label: '公告',
  audited: (r) => ({ title: r.title, content: r.content, is_top: r.isTop, is_show: r.isShow }),
};

export async function listNotices(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/notices/list'>,
) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(notice.title, like) : undefined,
    input.state ? eq(notice.isShow, input.state === 'shown') : undefined,
  );
  const query = db
    .select()
    .from(notice)
    .where(where)
    .orderBy(...byTime(input.sort, notice.createTime, notice.id));
  return pageOf(db, notice, where, input, query, toRow);
}

export async function noticeDetail(db: Db | Tx, id: number): Promise<NoticeDetailRow> {
  const [n] = await db.select().from(notice).where(eq(notice.id, id));
  if (!n) throw notFound('公告');
  return { ...toRow(n), content: n.content };
}

export function registerContentCalls(app: FastifyInstance): void {
  registerCmsCalls(app);
  registerSiteContentCalls(app);
  registerAdvertCalls(app);
  registerFloorCalls(app);
  registerConsoleCalls(app, {
    '/admin/api/content/notices/list': ({ tx, input }) => listNotices(tx, input),
    '/admin/api/content/notices/detail': ({ tx, input }) => noticeDetail(tx, input.id),
    '/admin/api/content/notices/save': async ({ tx, input, audit }) => {
      const fields = { title: input.title, content: cleanBody(input.content), isTop: input.is_top, isShow: input.is_show };
      return noticeDetail(tx, (await saveRow(tx, audit, NOTICE, input.id, fields)).id);
    },
    '/admin/api/content/notices/publish': async ({ tx, input, audit }) => {
      const [done] = await tx
        .update(notice)
        .set({ isShow: input.is_show })
        .where(and(eq(notice.id, input.id), eq(notice.isShow, !input.is_show)))
        .returning({ id: notice.id });
      if (!done) {
        await noticeDetail(tx, input.id);
        throw new BusinessError(input.is_show ? '该公告已发布' : '该公告未发布');
      }
      await audit({
        action: input.is_show ? 'content.notice.publish' : 'content.notice.withdraw',
        targetType: 'notice',
        targetId: input.id,
        before: { is_show: !input.is_show },
        after: { is_show: input.is_show },
      });
      return noticeDetail(tx, input.id);
    },
  });
}

// Help, notice and article lists and details with previous/next (SPEC §2 /cms/*). Bodies are stored
// sanitised when written and answered as stored, like goods introductions.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type ArticleDetail, type ArticleEntry, type HelpDetail, type HelpEntry, type NoticeDetail, type NoticeEntry, type Paged } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { columnsPage } from '../../db/paging';
import { article, articleClass, help, helpClass, notice } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';

const paged = <T>(list: T[], n: number, pageSize: number): Paged<T> => ({ list, count: n, page_count: Math.ceil(n / pageSize) });
const neighbour = (row: { id: number; title: string } | undefined) => (row ? { id: row.id, title: row.title } : null);

export function createCmsPages(db: Db) {
  const helpColumns = { id: help.id, title: help.title, class_id: help.classId, class_name: helpClass.className, create_time: help.createTime, sort: help.sort };
  return {
    async helpPage(classId: number | undefined, page: number, pageSize: number): Promise<Paged<HelpEntry>> {
      const where = classId === undefined ? undefined : eq(help.classId, classId);
      const [rows, [total]] = await Promise.all([
        db
          .select(helpColumns)
          .from(help)
          .innerJoin(helpClass, eq(helpClass.classId, help.classId))
          .where(where)
          .orderBy(...(classId === undefined ? [asc(helpClass.sort), asc(help.classId)] : []), asc(help.sort), asc(help.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(help).where(where),
      ]);
      return paged(
        rows.map(({ sort: _s, create_time, ...r }) => ({ ...r, create_time: unixSeconds(create_time) })),
        Number(total?.n ?? 0),
        pageSize,
      );
    },
    async helpInfo(id: number): Promise<HelpDetail> {
      const [row] = await db.select({ ...helpColumns, content: help.content }).from(help).innerJoin(helpClass, eq(helpClass.classId, help.classId)).where(eq(help.id, id));
      if (!row) throw new BusinessError('帮助文章不存在', ErrorCode.NOT_FOUND);
      const sameClass = eq(help.classId, row.class_id);
      const [[prev], [next]] = await Promise.all([
        db.select({ id: help.id, title: help.title }).from(help).where(and(sameClass, sql`(${help.sort}, ${help.id}) < (${row.sort}, ${row.id})`)).orderBy(desc(help.sort), desc(help.id)).limit(1),
        db.select({ id: help.id, title: help.title }).from(help).where(and(sameClass, sql`(${help.sort}, ${help.id}) > (${row.sort}, ${row.id})`)).orderBy(asc(help.sort), asc(help.id)).limit(1),
      ]);
      const { sort: _s, create_time, content, ...r } = row;
      return { ...r, create_time: unixSeconds(create_time), content, prev: neighbour(prev), next: neighbour(next) };
    },

    async noticePage(page: number, pageSize: number): Promise<Paged<NoticeEntry>> {
      const { rows, total } = await columnsPage(db, notice, { id: notice.id, title: notice.title, is_top: notice.isTop, create_time: notice.createTime }, eq(notice.isShow, true), [desc(notice.isTop), desc(notice.createTime), desc(notice.id)], page, pageSize);
      return paged(rows.map((r) => ({ ...r, create_time: unixSeconds(r.create_time) })), total, pageSize);
    },
    async noticeInfo(id: number): Promise<NoticeDetail> {
      const [row] = await db.select().from(notice).where(and(eq(notice.id, id), eq(notice.isShow, true)));
      if (!row) throw new BusinessError('公告不存在', ErrorCode.NOT_FOUND);
      // List order is (is_top, create_time, id) descending: prev is the row just above.
      const key = sql`(${notice.isTop}, ${notice.createTime}, ${notice.id})`;
      const cur = sql`(${row.isTop}::boolean, ${row.createTime.toISOString()}::timestamptz, ${row.id}::int)`;
      const [[prev], [next]] = await Promise.all([
        db.select({ id: notice.id, title: notice.title }).from(notice).where(and(eq(notice.isShow, true), sql`${key} > ${cur}`)).orderBy(asc(notice.isTop), asc(notice.createTime), asc(notice.id)).limit(1),
        db.select({ id: notice.id, title: notice.title }).from(notice).where(and(eq(notice.isShow, true), sql`${key} < ${cur}`)).orderBy(desc(notice.isTop), desc(notice.createTime), desc(notice.id)).limit(1),
      ]);
      return {
        id: row.id,
        title: row.title,
        is_top: row.isTop,
        create_time: unixSeconds(row.createTime),
        content: row.content,
        prev: neighbour(prev),
        next: neighbour(next),
      };
    },

    async articlePage(classId: number | undefined, page: number, pageSize: number): Promise<Paged<ArticleEntry>> {
      const where = classId === undefined ? undefined : eq(article.classId, classId);
      const { rows, total } = await columnsPage(db, article, { id: article.id, title: article.title, cover: article.cover, summary: article.summary, create_time: article.createTime }, where, [desc(article.createTime), desc(article.id)], page, pageSize);
      return paged(rows.map((r) => ({ ...r, create_time: unixSeconds(r.create_time) })), total, pageSize);
    },
    async articleClasses() {
      return db.select({ class_id: articleClass.classId, class_name: articleClass.className }).from(articleClass).orderBy(asc(articleClass.sort), asc(articleClass.classId));
    },
    async articleInfo(id: number): Promise<ArticleDetail> {
      const [row] = await db.select().from(article).where(eq(article.id, id));
      if (!row) throw new BusinessError('文章不存在', ErrorCode.NOT_FOUND);
      const key = sql`(${article.createTime}, ${article.id})`;
      const cur = sql`(${row.createTime.toISOString()}::timestamptz, ${row.id}::int)`;
      const older: SQL = sql`${key} < ${cur}`;
      const [[prev], [next]] = await Promise.all([
        db.select({ id: article.id, title: article.title }).from(article).where(sql`${key} > ${cur}`).orderBy(asc(article.createTime), asc(article.id)).limit(1),
        db.select({ id: article.id, title: article.title }).from(article).where(older).orderBy(desc(article.createTime), desc(article.id)).limit(1),
      ]);
      return {
        id: row.id,
        title: row.title,
        cover: row.cover,
        summary: row.summary,
        create_time: unixSeconds(row.createTime),
        content: row.content,
        prev: neighbour(prev),
        next: neighbour(next),
      };
    },
  };
}
export type CmsPages = ReturnType<typeof createCmsPages>;

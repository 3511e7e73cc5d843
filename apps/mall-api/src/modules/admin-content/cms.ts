// Article classes and articles (/cms/article*), help classes and entries (/cms/help*) and the header's
// navigation in the console: the very tables the storefront reads, so a save shows there at once for the help and
// article pages (not cached) and within the gateway's public cache for the navigation (30 s).
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ConsoleParsedRequestOf } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { article, articleClass, help, helpClass, nav } from '../../db/schema';
import { BusinessError, unixSeconds } from '../../http/envelope';
import type { AuditEntry } from '../console/audit';
import { registerConsoleCalls } from '../console';
import { byTime, likePattern, notFound, pageOf } from '../admin-review/queries';
import { cleanBody } from './body';
import { deleteRow, saveRow, type ContentTable } from './rows';

type Audit = (entry: AuditEntry) => Promise<void>;

const descending = (sort: string | undefined) => sort?.endsWith('_desc') ?? false;

/** A class table (help or article) and the entries filed under it. */
interface ClassTables {
  classes: PgTable & { classId: PgColumn; className: PgColumn; sort: PgColumn };
  entries: PgTable & { id: PgColumn; classId: PgColumn };
}
const HELP_CLASSES: ClassTables = { classes: helpClass, entries: help };
const ARTICLE_CLASSES: ClassTables = { classes: articleClass, entries: article };

/** Each class with how many entries it holds; the caller filters, orders and pages. */
const classesWithCounts = (db: Db | Tx, { classes, entries }: ClassTables, where: SQL | undefined) =>
  db
    .select({
      class_id: classes.classId,
      class_name: classes.className,
      sort: classes.sort,
      entries: count(entries.id),
    })
    .from(classes)
    .leftJoin(entries, eq(entries.classId, classes.classId))
    .where(where)
    .groupBy(classes.classId);

const classOf = (r: { class_id: unknown; class_name: unknown; sort: unknown; entries: number }) => ({
  class_id: Number(r.class_id),
  class_name: String(r.class_name),
  sort: Number(r.sort),
  entries: Number(r.entries),
});

/** A page of classes with how many entries each holds, by name, in their sort order. */
async function listClasses(
  db: Db | Tx,
  tables: ClassTables,
  input: ConsoleParsedRequestOf<'/admin/api/content/help-classes/list'>,
) {
  const like = likePattern(input.keyword);
  const where = like ? ilike(tables.classes.className, like) : undefined;
  const dir = descending(input.sort) ? desc : asc;
  const query = classesWithCounts(db, tables, where).orderBy(dir(tables.classes.sort), dir(tables.classes.classId));
  return pageOf(db, tables.classes, where, input, query, classOf);
}

async function classRow(db: Db | Tx, tables: ClassTables, id: number, label: string) {
  const [row] = await classesWithCounts(db, tables, eq(tables.classes.classId, id));
  if (!row) throw notFound(label);
  return classOf(row);
}

const withHelpCount = ({ entries, ...row }: Awaited<ReturnType<typeof classRow>>) => ({ ...row, help_count: entries });
const withArticleCount = ({ entries, ...row }: Awaited<ReturnType<typeof classRow>>) => ({ ...row, article_count: entries });

export async function listHelpClasses(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/help-classes/list'>,
) {
  const found = await listClasses(db, HELP_CLASSES, input);
  return { ...found, list: found.list.map(withHelpCount) };
}

const helpClassRow = async (db: Db | Tx, id: number) => withHelpCount(await classRow(db, HELP_CLASSES, id, '帮助分类'));

export async function listArticleClasses(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/article-classes/list'>,
) {
  const found = await listClasses(db, ARTICLE_CLASSES, input);
  return { ...found, list: found.list.map(withArticleCount) };
}

const articleClassRow = async (db: Db | Tx, id: number) =>
  withArticleCount(await classRow(db, ARTICLE_CLASSES, id, '文章分类'));

const helpColumns = {
  id: help.id,
  title: help.title,
  class_id: help.classId,
  class_name: helpClass.className,
  sort: help.sort,
  create_time: help.createTime,
};

export async function listHelps(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/content/helps/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(help.title, like) : undefined,
    input.class_id ? eq(help.classId, input.class_id) : undefined,
  );
  const dir = descending(input.sort) ? desc : asc;
  const order = input.sort?.startsWith('time')
    ? [dir(help.createTime), dir(help.id)]
    : [dir(helpClass.sort), dir(help.classId), dir(help.sort), dir(help.id)];
  const query = db
    .select(helpColumns)
    .from(help)
    .innerJoin(helpClass, eq(helpClass.classId, help.classId))
    .where(where)
    .orderBy(...order);
  return pageOf(db, help, where, input, query, (r) => ({ ...r, create_time: unixSeconds(r.create_time) }));
}

export async function helpDetail(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ ...helpColumns, content: help.content })
    .from(help)
    .innerJoin(helpClass, eq(helpClass.classId, help.classId))
    .where(eq(help.id, id));
  if (!row) throw notFound('帮助文章');
  return { ...row, create_time: unixSeconds(row.create_time) };
}

const articleRow = ({ a, className }: { a: typeof article.$inferSelect; className: string | null }) => ({
  id: a.id,
  class_id: a.classId,
  class_name: className ?? '',
  title: a.title,
  cover: a.cover,
  summary: a.summary,
  create_time: unixSeconds(a.createTime),
});

const articleWithClass = (db: Db | Tx) =>
  db
    .select({ a: article, className: articleClass.className })
    .from(article)
    .leftJoin(articleClass, eq(articleClass.classId, article.classId));

export async function listArticles(
  db: Db | Tx,
  input: ConsoleParsedRequestOf<'/admin/api/content/articles/list'>,
) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(article.title, like) : undefined,
    input.class_id ? eq(article.classId, input.class_id) : undefined,
  );
  const query = articleWithClass(db)
    .where(where)
    .orderBy(...byTime(input.sort, article.createTime, article.id));
  return pageOf(db, article, where, input, query, articleRow);
}

export async function articleDetail(db: Db | Tx, id: number) {
  const [row] = await articleWithClass(db).where(eq(article.id, id));
  if (!row) throw notFound('文章');
  return { ...articleRow(row), content: row.a.content };
}

/** The storefront's nav_url is `{"url": …}`; an unreadable one shows as its raw text. */
function navLink(stored: string): string {
  try {
    const parsed = JSON.parse(stored) as { url?: unknown };
    return typeof parsed.url === 'string' ? parsed.url : stored;
  } catch {
    return stored;
  }
}
const navRow = (n: typeof nav.$inferSelect) => ({
  id: n.id,
  nav_title: n.navTitle,
  nav_url: navLink(n.navUrl),
  is_blank: n.isBlank === 1,
  is_show: n.isShow,
  sort: n.sort,
});

export async function listNavs(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/content/navs/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    like ? ilike(nav.navTitle, like) : undefined,
    input.state ? eq(nav.isShow, input.state === 'shown') : undefined,
  );
  const dir = descending(input.sort) ? desc : asc;
  const query = db.select().from(nav).where(where).orderBy(dir(nav.sort), dir(nav.id));
  return pageOf(db, nav, where, input, query, navRow);
}

async function ensureHelpClass(db: Db | Tx, id: number) {
  const [found] = await db.select({ id: helpClass.classId }).from(helpClass).where(eq(helpClass.classId, id));
  if (!found) throw new BusinessError('所选帮助分类不存在，请重新选择');
}

async function ensureArticleClass(db: Db | Tx, id: number | null) {
  if (id === null) return;
  const [found] = await db.select({ id: articleClass.classId }).from(articleClass).where(eq(articleClass.classId, id));
  if (!found) throw new BusinessError('所选文章分类不存在，请重新选择');
}

type ClassRecord = typeof helpClass.$inferSelect;

/** What differs between the help classes and the article classes: tables, names and words. */
interface ClassKind extends ContentTable<ClassRecord> {
  tables: ClassTables;
  /** What the class holds, in the refusal to delete it (帮助文章, 文章). */
  entryLabel: string;
}
const classKind = (tables: ClassTables, targetType: string, label: string, entryLabel: string): ClassKind => ({
  table: tables.classes,
  id: tables.classes.classId,
  idOf: (r) => r.classId,
  targetType,
  action: targetType,
  label,
  audited: (r) => ({ class_name: r.className, sort: r.sort }),
  tables,
  entryLabel,
});
const HELP_CLASS_KIND = classKind(HELP_CLASSES, 'help_class', '帮助分类', '帮助文章');
const ARTICLE_CLASS_KIND = classKind(ARTICLE_CLASSES, 'article_class', '文章分类', '文章');

const HELP: ContentTable<typeof help.$inferSelect> = {
  table: help,
  id: help.id,
  idOf: (r) => r.id,
  targetType: 'help',
  action: 'help',
  label: '帮助文章',
  audited: (r) => ({ title: r.title, class_id: r.classId, content: r.content, sort: r.sort }),
};
const ARTICLE: ContentTable<typeof article.$inferSelect> = {
  table: article,
  id: article.id,
  idOf: (r) => r.id,
  targetType: 'article',
  action: 'article',
  label: '文章',
  audited: (r) => ({ class_id: r.classId, title: r.title, cover: r.cover, summary: r.summary, content: r.content }),
};
const NAV: ContentTable<typeof nav.$inferSelect> = {
  table: nav,
  id: nav.id,
  idOf: (r) => r.id,
  targetType: 'nav',
  action: 'nav',
  label: '导航',
  audited: (r) => {
    const { id: _id, ...shown } = navRow(r);
    return shown;
  },
};

const saveClass = async (tx: Tx, audit: Audit, kind: ClassKind, input: { id?: number; class_name: string; sort: number }) =>
  (await saveRow(tx, audit, kind, input.id, { className: input.class_name, sort: input.sort })).classId;

/** Deletes a class that holds nothing: the operator moves or deletes its entries first. */
async function deleteClass(tx: Tx, audit: Audit, kind: ClassKind, id: number) {
  const [locked] = await tx.select().from(kind.tables.classes).where(eq(kind.id, id)).for('update');
  if (!locked) throw notFound(kind.label);
  const { entries } = await classRow(tx, kind.tables, id, kind.label);
  if (entries > 0) throw new BusinessError(`该分类下还有 ${entries} 篇${kind.entryLabel}，请先移到其他分类或删除`);
  return deleteRow(tx, audit, kind, id);
}

export function registerCmsCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/content/help-classes/list': ({ tx, input }) => listHelpClasses(tx, input),
    '/admin/api/content/help-classes/save': async ({ tx, input, audit }) => helpClassRow(tx, await saveClass(tx, audit, HELP_CLASS_KIND, input)),
    '/admin/api/content/help-classes/delete': ({ tx, input, audit }) => deleteClass(tx, audit, HELP_CLASS_KIND, input.id),

    '/admin/api/content/helps/list': ({ tx, input }) => listHelps(tx, input),
    '/admin/api/content/helps/detail': ({ tx, input }) => helpDetail(tx, input.id),
    '/admin/api/content/helps/save': async ({ tx, input, audit }) => {
      await ensureHelpClass(tx, input.class_id);
      const fields = { classId: input.class_id, title: input.title, content: cleanBody(input.content), sort: input.sort };
      return helpDetail(tx, (await saveRow(tx, audit, HELP, input.id, fields)).id);
    },
    '/admin/api/content/helps/delete': ({ tx, input, audit }) => deleteRow(tx, audit, HELP, input.id),

    '/admin/api/content/article-classes/list': ({ tx, input }) => listArticleClasses(tx, input),
    '/admin/api/content/article-classes/save': async ({ tx, input, audit }) =>
      articleClassRow(tx, await saveClass(tx, audit, ARTICLE_CLASS_KIND, input)),
    '/admin/api/content/article-classes/delete': ({ tx, input, audit }) => deleteClass(tx, audit, ARTICLE_CLASS_KIND, input.id),
    '/admin/api/content/articles/list': ({ tx, input }) => listArticles(tx, input),
    '/admin/api/content/articles/detail': ({ tx, input }) => articleDetail(tx, input.id),
    '/admin/api/content/articles/save': async ({ tx, input, audit }) => {
      await ensureArticleClass(tx, input.class_id);
      const fields = {
        classId: input.class_id,
        title: input.title,
        cover: input.cover,
        summary: input.summary,
        content: cleanBody(input.content),
      };
      return articleDetail(tx, (await saveRow(tx, audit, ARTICLE, input.id, fields)).id);
    },
    '/admin/api/content/articles/delete': ({ tx, input, audit }) => deleteRow(tx, audit, ARTICLE, input.id),

    '/admin/api/content/navs/list': ({ tx, input }) => listNavs(tx, input),
    '/admin/api/content/navs/save': async ({ tx, input, audit }) => {
      const fields = {
        navTitle: input.nav_title,
        navUrl: JSON.stringify({ url: input.nav_url }),
        isBlank: input.is_blank ? 1 : 0,
        isShow: input.is_show,
        sort: input.sort,
      };
      return navRow(await saveRow(tx, audit, NAV, input.id, fields));
    },
    '/admin/api/content/navs/delete': ({ tx, input, audit }) => deleteRow(tx, audit, NAV, input.id),
  });
}

import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { article, friendlyLink, help, helpClass, nav, notice } from '../../db/schema';

export const latestNotices = (db: Db, num: number) =>
  db.select({ id: notice.id, title: notice.title, createTime: notice.createTime }).from(notice).where(eq(notice.isShow, true)).orderBy(desc(notice.createTime), desc(notice.id)).limit(num);

export const latestArticles = (db: Db, num: number) =>
  db
    .select({ id: article.id, title: article.title, createTime: article.createTime })
    .from(article)
    .orderBy(desc(article.createTime), desc(article.id))
    .limit(num);

export const visibleNav = (db: Db) =>
  db
    .select({ id: nav.id, nav_title: nav.navTitle, nav_url: nav.navUrl, is_blank: nav.isBlank, sort: nav.sort })
    .from(nav)
    .where(eq(nav.isShow, true))
    .orderBy(asc(nav.sort), asc(nav.id));

export const visibleLinks = (db: Db) =>
  db
    .select({
      id: friendlyLink.id,
      link_title: friendlyLink.linkTitle,
      link_pic: friendlyLink.linkPic,
      link_url: friendlyLink.linkUrl,
      is_blank: friendlyLink.isBlank,
      sort: friendlyLink.sort,
    })
    .from(friendlyLink)
    .where(eq(friendlyLink.isShow, true))
    .orderBy(asc(friendlyLink.sort), asc(friendlyLink.id));

export const helpClasses = (db: Db, limit: number) =>
  db.select({ class_id: helpClass.classId, class_name: helpClass.className }).from(helpClass).orderBy(asc(helpClass.sort), asc(helpClass.classId)).limit(limit);

export const helpsOf = (db: Db, classIds: number[]) =>
  classIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: help.id, title: help.title, classId: help.classId })
        .from(help)
        .where(inArray(help.classId, classIds))
        .orderBy(asc(help.classId), asc(help.sort), asc(help.id));

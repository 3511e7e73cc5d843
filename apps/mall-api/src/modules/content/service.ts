import type { HelpClass, NoticeAndArticle } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { unixSeconds } from '../../http/envelope';
import { withoutSwitchedOff } from '../promotion/switches';
import { helpClasses, helpsOf, latestArticles, latestNotices, visibleLinks, visibleNav } from './queries';

export function createContentService(db: Db) {
  return {
    async noticeAndArticle(num: number): Promise<NoticeAndArticle> {
      const [notices, articles] = await Promise.all([latestNotices(db, num), latestArticles(db, num)]);
      const entry = (r: { id: number; title: string; createTime: Date }) => ({ id: r.id, title: r.title, create_time: unixSeconds(r.createTime) });
      return { notice: notices.map(entry), article: articles.map(entry) };
    },
    // A switched-off promotion kind's entries (e.g. 领券中心) are left out.
    navList: async () => withoutSwitchedOff(db, await visibleNav(db)),
    friendlyLinks: () => visibleLinks(db),
    /** Two queries whatever the class count; entries are cut to childNum per class. */
    async helpClassList(classNum: number, childNum: number): Promise<HelpClass[]> {
      const classes = await helpClasses(db, classNum);
      const entries = childNum > 0 ? await helpsOf(db, classes.map((c) => c.class_id)) : [];
      return classes.map((c) => ({
        ...c,
        child_list: entries
          .filter((e) => e.classId === c.class_id)
          .slice(0, childNum)
          .map((e) => ({ id: e.id, title: e.title })),
      }));
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

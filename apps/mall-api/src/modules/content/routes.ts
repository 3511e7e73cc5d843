import type { PartialHandlers } from '../../http/types';
import type { CmsPages } from './pages';
import type { ContentService } from './service';

export const contentRoutes = (content: ContentService, pages: CmsPages) =>
  ({
    '/api/pc/noticeAndArticle': ({ input }) => content.noticeAndArticle(input.num),
    '/api/pc/navList': () => content.navList(),
    '/api/pc/friendlyLink': () => content.friendlyLinks(),
    '/api/helpclass/lists': ({ input }) => content.helpClassList(input.class_num, input.child_num),
    '/api/help/page': ({ input }) => pages.helpPage(input.class_id, input.page, input.page_size),
    '/api/help/info': ({ input }) => pages.helpInfo(input.id),
    '/api/notice/page': ({ input }) => pages.noticePage(input.page, input.page_size),
    '/api/notice/info': ({ input }) => pages.noticeInfo(input.id),
    '/api/article/page': ({ input }) => pages.articlePage(input.class_id, input.page, input.page_size),
    '/api/articleclass/lists': () => pages.articleClasses(),
    '/api/article/info': ({ input }) => pages.articleInfo(input.id),
  }) satisfies PartialHandlers;

import type { PartialHandlers } from '../../http/types';
import type { ContentService } from './service';

export const contentRoutes = (content: ContentService) =>
  ({
    '/api/pc/noticeAndArticle': ({ input }) => content.noticeAndArticle(input.num),
    '/api/pc/navList': () => content.navList(),
    '/api/pc/friendlyLink': () => content.friendlyLinks(),
    '/api/helpclass/lists': ({ input }) => content.helpClassList(input.class_num, input.child_num),
  }) satisfies PartialHandlers;

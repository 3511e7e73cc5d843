// Help centre, notices and articles (SPEC §2 Content routes): lists by page, details with previous and
// next entries. Bodies are sanitised HTML.
import { z } from 'zod';
import { paged, pageFields, pageQuery, positiveId, withBody } from './paging';

export { idRequest } from './paging';

export const helpPageRequest = z.object({ class_id: positiveId('帮助分类编号').optional(), ...pageFields() });
export const helpEntry = z.object({ id: z.number().int(), title: z.string(), class_id: z.number().int(), class_name: z.string(), create_time: z.number().int() });
export const helpPage = paged(helpEntry);
export const helpDetail = withBody(helpEntry);
export const helpClassInfo = z.object({ class_id: z.number().int(), class_name: z.string() });

export const cmsPageRequest = pageQuery();
/** Without class_id: every article; with it: that class's only (/cms/article/listother-{id}). */
export const articlePageRequest = z.object({ class_id: positiveId('文章分类编号').optional(), ...pageFields() });
export const articleClassInfo = z.object({ class_id: z.number().int(), class_name: z.string() });
export const noticeEntry = z.object({ id: z.number().int(), title: z.string(), is_top: z.boolean(), create_time: z.number().int() });
export const noticePage = paged(noticeEntry);
/** prev is the entry shown before this one in the list (newer), next the one after (older). */
export const noticeDetail = withBody(noticeEntry);
export const articleEntry = z.object({ id: z.number().int(), title: z.string(), cover: z.string(), summary: z.string(), create_time: z.number().int() });
export const articlePage = paged(articleEntry);
export const articleDetail = withBody(articleEntry);

export type HelpEntry = z.infer<typeof helpEntry>;
export type HelpDetail = z.infer<typeof helpDetail>;
export type NoticeEntry = z.infer<typeof noticeEntry>;
export type NoticeDetail = z.infer<typeof noticeDetail>;
export type ArticleEntry = z.infer<typeof articleEntry>;
export type ArticleDetail = z.infer<typeof articleDetail>;

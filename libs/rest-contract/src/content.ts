import { z } from 'zod';

export const cmsEntry = z.object({ id: z.number().int(), title: z.string(), create_time: z.number().int() });
export type CmsEntry = z.infer<typeof cmsEntry>;
export const noticeAndArticle = z.object({ notice: z.array(cmsEntry), article: z.array(cmsEntry) });
export type NoticeAndArticle = z.infer<typeof noticeAndArticle>;
export const noticeAndArticleRequest = z.object({
  num: z.coerce.number().int().min(1).max(20).default(5),
});

export const helpClass = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  child_list: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type HelpClass = z.infer<typeof helpClass>;
export const helpClassListRequest = z.object({
  /** How many classes and entries per class; the footer asks for 5 and 3 (SPEC §9). */
  class_num: z.coerce.number().int().min(1).max(50).default(50),
  child_num: z.coerce.number().int().min(0).max(100).default(100),
});

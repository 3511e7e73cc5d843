// Content the platform edits in the console (mall-api src/modules/admin-content/): notices, article
// classes and articles (/cms/article*), help classes and entries (/cms/help*) and the header's navigation. Rich text is
// stored as the house sanitizer leaves it (@mall/rest-contract/html, in mall-api).
import { z } from 'zod';
import { positiveId } from '../paging';
import { isSafeUrl } from '../url';
import { consoleCall, consoleListFields, consolePage, keywordStateList, optionalText } from './call';
import { imagePath } from './shop-goods-endpoints';

export const NOTICE_STATES = ['shown', 'hidden'] as const;
export const NOTICE_CONTENT_MAX = 50_000;

export const noticeListRequest = keywordStateList(['time'] as const, NOTICE_STATES);
export const consoleNoticeRow = z.object({
  id: z.number().int(),
  title: z.string(),
  is_top: z.boolean(),
  is_show: z.boolean(),
  create_time: z.number().int(),
});
export const consoleNoticeDetail = consoleNoticeRow.extend({ content: z.string() });
export type NoticeRow = z.output<typeof consoleNoticeRow>;
export type NoticeDetailRow = z.output<typeof consoleNoticeDetail>;

export const noticeSaveRequest = z.object({
  /** Absent: a new notice. */
  id: positiveId('公告编号').optional(),
  title: z
    .string({ error: '标题必须是文字' })
    .trim()
    .refine((s) => [...s].length >= 2, { error: '请填写标题（至少 2 个字）' })
    .refine((s) => [...s].length <= 128, { error: '标题不能超过 128 个字' }),
  content: z
    .string({ error: '正文必须是文字' })
    .refine((s) => s.trim().length > 0, { error: '请填写正文' })
    .refine((s) => s.length <= NOTICE_CONTENT_MAX, { error: `正文不能超过 ${NOTICE_CONTENT_MAX} 个字符` }),
  is_top: z.boolean({ error: '请选择是否置顶' }).default(false),
  is_show: z.boolean({ error: '请选择是否发布' }).default(false),
});
export const noticePublishRequest = z.object({
  id: positiveId('公告编号'),
  is_show: z.boolean({ error: '请选择发布或撤下' }),
});

/** A required one-line text of `min`..`max` characters (counted as characters, not UTF-16 units). */
export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => [...s].length >= min, {
      error: min > 1 ? `请填写${label}（至少 ${min} 个字）` : `请填写${label}`,
    })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** An HTML body that mall-api passes through the house sanitizer before storing it. */
export const richText = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .refine((s) => s.trim().length > 0, { error: `请填写${label}` })
    .refine((s) => s.length <= NOTICE_CONTENT_MAX, {
      error: `${label}不能超过 ${NOTICE_CONTENT_MAX} 个字符`,
    });

/** Where a row stands in its storefront list (ascending). */
export const listOrder = z.coerce
  .number({ error: '排序必须是数字' })
  .int({ error: '排序必须是整数' })
  .min(0, { error: '排序不能小于 0' })
  .max(9999, { error: '排序不能超过 9999' })
  .default(0);

export const deleteRequest = (label: string) => z.object({ id: positiveId(label) });
export const deleted = z.object({ id: z.number().int() });

/** Where a click goes: a path of this site (`/…`) or an http(s) address. */
export const siteOrWebLink = (label: string, max = 255) =>
  requiredText(label, 1, max).refine(
    (s) => (/^\/(?![/\\])/.test(s) || /^https?:\/\//i.test(s)) && isSafeUrl(s) && !/\s/.test(s),
    { error: `${label}必须是 http(s) 地址或本站路径（以 / 开头）` },
  );

/** A list of classes (help or article): by name, in their sort order. */
export const classListRequest = z.object({
  ...consoleListFields(['sort'] as const),
  keyword: optionalText(50, '关键字'),
});
/** A class (help or article) as the console saves it; absent id: a new class. */
const classSaveRequest = (idLabel: string) =>
  z.object({
    id: positiveId(idLabel).optional(),
    class_name: requiredText('分类名称', 2, 64),
    sort: listOrder,
  });

export const helpClassesListRequest = classListRequest;
export const consoleHelpClassRow = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  sort: z.number().int(),
  help_count: z.number().int(),
});
export type HelpClassRow = z.output<typeof consoleHelpClassRow>;
export const helpClassSaveRequest = classSaveRequest('帮助分类编号');

export const helpListRequest = z.object({
  ...consoleListFields(['sort', 'time'] as const),
  keyword: optionalText(50, '关键字'),
  class_id: positiveId('帮助分类编号').optional(),
});
export const consoleHelpRow = z.object({
  id: z.number().int(),
  title: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  sort: z.number().int(),
  create_time: z.number().int(),
});
export const consoleHelpDetail = consoleHelpRow.extend({ content: z.string() });
export type HelpRow = z.output<typeof consoleHelpRow>;
export type HelpDetailRow = z.output<typeof consoleHelpDetail>;
export const helpSaveRequest = z.object({
  id: positiveId('帮助文章编号').optional(),
  class_id: positiveId('帮助分类'),
  title: requiredText('标题', 2, 128),
  content: richText('正文'),
  sort: listOrder,
});

export const consoleArticleClassRow = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  sort: z.number().int(),
  article_count: z.number().int(),
});
export type ArticleClassRow = z.output<typeof consoleArticleClassRow>;
export const articleClassSaveRequest = classSaveRequest('文章分类编号');

export const articleListRequest = z.object({
  ...consoleListFields(['time'] as const),
  keyword: optionalText(50, '关键字'),
  class_id: positiveId('文章分类编号').optional(),
});
export const consoleArticleRow = z.object({
  id: z.number().int(),
  /** Null: in no class (only in the list of all articles). */
  class_id: z.number().int().nullable(),
  class_name: z.string(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  create_time: z.number().int(),
});
export const consoleArticleDetail = consoleArticleRow.extend({ content: z.string() });
export type ArticleRow = z.output<typeof consoleArticleRow>;
export type ArticleDetailRow = z.output<typeof consoleArticleDetail>;
export const articleSaveRequest = z.object({
  id: positiveId('文章编号').optional(),
  /** Absent, null or empty (the form's 不分类): in no class. */
  class_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), positiveId('文章分类').nullable()),
  title: requiredText('标题', 2, 128),
  /** Empty: the storefront shows its default picture. */
  cover: z.union([z.literal(''), imagePath('封面')]).default(''),
  summary: z
    .string({ error: '摘要必须是文字' })
    .trim()
    .refine((s) => [...s].length <= 255, { error: '摘要不能超过 255 个字' })
    .default(''),
  content: richText('正文'),
});

export const NAV_STATES = ['shown', 'hidden'] as const;
export const navListRequest = keywordStateList(['sort'] as const, NAV_STATES);
/** `nav_url` is the link itself (mall-api stores it as the storefront's `{"url": …}`). */
export const consoleNavRow = z.object({
  id: z.number().int(),
  nav_title: z.string(),
  nav_url: z.string(),
  is_blank: z.boolean(),
  is_show: z.boolean(),
  sort: z.number().int(),
});
export type NavRow = z.output<typeof consoleNavRow>;
export const navSaveRequest = z.object({
  id: positiveId('导航编号').optional(),
  nav_title: requiredText('导航名称', 2, 16),
  nav_url: siteOrWebLink('链接'),
  is_blank: z.boolean({ error: '请选择是否新窗口打开' }).default(false),
  is_show: z.boolean({ error: '请选择是否显示' }).default(true),
  sort: listOrder,
});

export const contentEndpoints = {
  '/admin/api/content/notices/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '公告：列表（含未发布）',
    request: noticeListRequest,
    response: consolePage(consoleNoticeRow),
  }),
  '/admin/api/content/notices/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '公告：详情',
    request: z.object({ id: positiveId('公告编号') }),
    response: consoleNoticeDetail,
  }),
  '/admin/api/content/notices/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '公告：新建或编辑（正文经统一的 HTML 清理）',
    request: noticeSaveRequest,
    response: consoleNoticeDetail,
  }),
  '/admin/api/content/notices/publish': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '公告：发布或撤下',
    request: noticePublishRequest,
    response: consoleNoticeDetail,
  }),
  '/admin/api/content/help-classes/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '帮助分类：列表',
    request: helpClassesListRequest,
    response: consolePage(consoleHelpClassRow),
  }),
  '/admin/api/content/help-classes/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '帮助分类：新建或编辑',
    request: helpClassSaveRequest,
    response: consoleHelpClassRow,
  }),
  '/admin/api/content/help-classes/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '帮助分类：删除（分类下没有帮助文章时）',
    request: deleteRequest('帮助分类编号'),
    response: deleted,
  }),
  '/admin/api/content/helps/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '帮助文章：列表',
    request: helpListRequest,
    response: consolePage(consoleHelpRow),
  }),
  '/admin/api/content/helps/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '帮助文章：详情',
    request: z.object({ id: positiveId('帮助文章编号') }),
    response: consoleHelpDetail,
  }),
  '/admin/api/content/helps/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '帮助文章：新建或编辑（正文经统一的 HTML 清理）',
    request: helpSaveRequest,
    response: consoleHelpDetail,
  }),
  '/admin/api/content/helps/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '帮助文章：删除',
    request: deleteRequest('帮助文章编号'),
    response: deleted,
  }),
  '/admin/api/content/article-classes/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '文章分类：列表',
    request: classListRequest,
    response: consolePage(consoleArticleClassRow),
  }),
  '/admin/api/content/article-classes/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '文章分类：新建或编辑',
    request: articleClassSaveRequest,
    response: consoleArticleClassRow,
  }),
  '/admin/api/content/article-classes/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '文章分类：删除（分类下没有文章时）',
    request: deleteRequest('文章分类编号'),
    response: deleted,
  }),
  '/admin/api/content/articles/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '文章：列表',
    request: articleListRequest,
    response: consolePage(consoleArticleRow),
  }),
  '/admin/api/content/articles/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '文章：详情',
    request: z.object({ id: positiveId('文章编号') }),
    response: consoleArticleDetail,
  }),
  '/admin/api/content/articles/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '文章：新建或编辑（正文经统一的 HTML 清理）',
    request: articleSaveRequest,
    response: consoleArticleDetail,
  }),
  '/admin/api/content/articles/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '文章：删除',
    request: deleteRequest('文章编号'),
    response: deleted,
  }),
  '/admin/api/content/navs/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '导航：列表（含隐藏的）',
    request: navListRequest,
    response: consolePage(consoleNavRow),
  }),
  '/admin/api/content/navs/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '导航：新建或编辑',
    request: navSaveRequest,
    response: consoleNavRow,
  }),
  '/admin/api/content/navs/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '导航：删除',
    request: deleteRequest('导航编号'),
    response: deleted,
  }),
} as const;

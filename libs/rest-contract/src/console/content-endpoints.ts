// Content the platform edits in the console (mall-api src/modules/admin-content/): notices first.
// Rich text is stored as the house sanitizer leaves it (@mall/rest-contract/html, in mall-api).
import { z } from 'zod';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';

export const NOTICE_STATES = ['shown', 'hidden'] as const;
export const NOTICE_CONTENT_MAX = 50_000;

export const noticeListRequest = z.object({
  ...consoleListFields(['time'] as const),
  keyword: optionalText(50, '关键字'),
  state: z.enum(NOTICE_STATES, { error: '状态不正确' }).optional(),
});
export const consoleNoticeRow = z.object({ id: z.number().int(), title: z.string(), is_top: z.boolean(), is_show: z.boolean(), create_time: z.number().int() });
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
export const noticePublishRequest = z.object({ id: positiveId('公告编号'), is_show: z.boolean({ error: '请选择发布或撤下' }) });

export const contentEndpoints = {
  '/admin/api/content/notices/list': consoleCall({ permission: 'content.manage', kind: 'read', summary: '公告：列表（含未发布）', request: noticeListRequest, response: consolePage(consoleNoticeRow) }),
  '/admin/api/content/notices/detail': consoleCall({ permission: 'content.manage', kind: 'read', summary: '公告：详情', request: z.object({ id: positiveId('公告编号') }), response: consoleNoticeDetail }),
  '/admin/api/content/notices/save': consoleCall({ permission: 'content.manage', kind: 'write', summary: '公告：新建或编辑（正文经统一的 HTML 清理）', request: noticeSaveRequest, response: consoleNoticeDetail }),
  '/admin/api/content/notices/publish': consoleCall({ permission: 'content.manage', kind: 'write', summary: '公告：发布或撤下', request: noticePublishRequest, response: consoleNoticeDetail }),
} as const;

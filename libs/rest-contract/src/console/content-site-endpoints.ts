// Site-wide content the platform edits in the console (mall-api src/modules/admin-content/site-content.ts):
// the footer's friendly links (/api/pc/friendlyLink), the header's hot and default search words
// (/api/pc/hotSearchWords, /api/pc/defaultSearchWords) and the agreements a shopper reads when
// registering (/api/register/aggrement*). Agreement bodies go through the house HTML sanitizer.
import { z } from 'zod';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, keywordStateList, optionalText } from './call';
import { deleted, deleteRequest, listOrder, requiredText, richText, siteOrWebLink } from './content-endpoints';
import { imagePath } from './shop-goods-endpoints';

export const LINK_STATES = ['shown', 'hidden'] as const;
export const friendlyLinkListRequest = keywordStateList(['sort'] as const, LINK_STATES);
export const consoleFriendlyLinkRow = z.object({
  id: z.number().int(),
  link_title: z.string(),
  link_url: z.string(),
  /** Empty: the footer shows the title as text. */
  link_pic: z.string(),
  is_blank: z.boolean(),
  is_show: z.boolean(),
  sort: z.number().int(),
});
export type FriendlyLinkRow = z.output<typeof consoleFriendlyLinkRow>;
export const friendlyLinkSaveRequest = z.object({
  id: positiveId('友情链接编号').optional(),
  link_title: requiredText('网站名称', 2, 64),
  link_url: siteOrWebLink('链接地址', 512),
  link_pic: z.union([z.literal(''), imagePath('链接图片')]).default(''),
  is_blank: z.boolean({ error: '请选择是否新窗口打开' }).default(true),
  is_show: z.boolean({ error: '请选择是否显示' }).default(true),
  sort: listOrder,
});

/** `hot`: the header's 热门搜索 list; `default`: the search box's placeholder (the first by sort). */
export const SEARCH_WORD_KINDS = ['hot', 'default'] as const;
export type SearchWordKind = (typeof SEARCH_WORD_KINDS)[number];
const searchWordKind = z.enum(SEARCH_WORD_KINDS, { error: '请选择热门搜索词或默认搜索词' });
export const searchWordListRequest = z.object({
  ...consoleListFields(['sort'] as const),
  keyword: optionalText(50, '关键字'),
  kind: searchWordKind.optional(),
});
export const consoleSearchWordRow = z.object({
  id: z.number().int(),
  word: z.string(),
  kind: z.enum(SEARCH_WORD_KINDS),
  sort: z.number().int(),
});
export type SearchWordRow = z.output<typeof consoleSearchWordRow>;
export const searchWordSaveRequest = z.object({
  id: positiveId('搜索词编号').optional(),
  word: requiredText('搜索词', 1, 50),
  kind: searchWordKind,
  sort: listOrder,
});

/** The agreements by key (mall-api AGREEMENT_KEYS: which /api/register/aggrement* answers which). */
export const AGREEMENT_KINDS = ['register', 'company', 'privacy', 'safeguard'] as const;
const agreementKey = z.enum(AGREEMENT_KINDS, { error: '协议不存在' });
export const consoleAgreementRow = z.object({
  key: z.enum(AGREEMENT_KINDS),
  title: z.string(),
  update_time: z.number().int(),
});
export const consoleAgreementDetail = consoleAgreementRow.extend({ content: z.string() });
export type AgreementRow = z.output<typeof consoleAgreementRow>;
export type AgreementDetailRow = z.output<typeof consoleAgreementDetail>;
export const agreementSaveRequest = z.object({
  key: agreementKey,
  title: requiredText('协议标题', 2, 128),
  content: richText('协议内容'),
});

export const contentSiteEndpoints = {
  '/admin/api/content/links/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '友情链接：列表（含隐藏的）',
    request: friendlyLinkListRequest,
    response: consolePage(consoleFriendlyLinkRow),
  }),
  '/admin/api/content/links/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '友情链接：新建或编辑',
    request: friendlyLinkSaveRequest,
    response: consoleFriendlyLinkRow,
  }),
  '/admin/api/content/links/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '友情链接：删除',
    request: deleteRequest('友情链接编号'),
    response: deleted,
  }),
  '/admin/api/content/search-words/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '热门与默认搜索词：列表',
    request: searchWordListRequest,
    response: consolePage(consoleSearchWordRow),
  }),
  '/admin/api/content/search-words/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '搜索词：新建或编辑',
    request: searchWordSaveRequest,
    response: consoleSearchWordRow,
  }),
  '/admin/api/content/search-words/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '搜索词：删除',
    request: deleteRequest('搜索词编号'),
    response: deleted,
  }),
  '/admin/api/content/agreements/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '注册协议等：列表',
    request: z.object({}),
    response: z.array(consoleAgreementRow),
  }),
  '/admin/api/content/agreements/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '协议：详情',
    request: z.object({ key: agreementKey }),
    response: consoleAgreementDetail,
  }),
  '/admin/api/content/agreements/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '协议：修改标题和内容（内容经统一的 HTML 清理）',
    request: agreementSaveRequest,
    response: consoleAgreementDetail,
  }),
} as const;

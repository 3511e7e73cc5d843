// Micro pages in the console (mall-api src/modules/admin-pages/): the editor saves a draft of blocks,
// publishing copies it to what /promotion/pcdiy?id= shows. Every block is checked by the schema the
// storefront's renderer reads (diy.ts); one it does not know refuses the save with a message.
import { z } from 'zod';
import { diyPageComponents, DIY_BLOCKS_MAX } from '../diy';
import { goodsSummary } from '../goods';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';

/** draft: never published or withdrawn; published: the storefront shows the saved blocks; changed: published, with a newer draft. */
export const DIY_PAGE_STATES = ['draft', 'published', 'changed'] as const;
export type DiyPageState = (typeof DIY_PAGE_STATES)[number];

/** The storefront address of a micro page. */
export const diyPagePath = (id: number) => `/promotion/pcdiy?id=${id}`;

const title = z
  .string({ error: '页面名称必须是文字' })
  .trim()
  .refine((s) => [...s].length >= 2, { error: '请填写页面名称（至少 2 个字）' })
  .refine((s) => [...s].length <= 64, { error: '页面名称不能超过 64 个字' });

export const diyPageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(DIY_PAGE_STATES),
  block_count: z.number().int(),
  update_time: z.number().int(),
  published_time: z.number().int().nullable(),
  url: z.string(),
});
/** The blocks being edited: the draft, or the published blocks when there is no newer draft. */
export const diyPageDetail = diyPageRow.extend({ blocks: z.array(z.unknown()) });
export type DiyPageRow = z.output<typeof diyPageRow>;

export const diyPageListRequest = z.object({
  ...consoleListFields(['time'] as const),
  keyword: optionalText(64, '页面名称'),
  state: z.enum(DIY_PAGE_STATES, { error: '状态不正确' }).optional(),
});
export const diyPageSaveRequest = z.object({
  /** Absent: a new page. */
  id: positiveId('页面编号').optional(),
  title,
  blocks: diyPageComponents,
});
export const diyPagePublishRequest = z.object({ id: positiveId('页面编号'), publish: z.boolean({ error: '请选择发布或撤下' }) });
export const diyPreviewRequest = z.object({ blocks: z.array(z.unknown(), { error: '组件列表必须是数组' }).max(DIY_BLOCKS_MAX, { error: `一个微页面最多 ${DIY_BLOCKS_MAX} 个组件` }) });
export const diyPreview = z.object({
  /** The readable blocks, goods lists by category resolved to their goods. */
  blocks: z.array(z.unknown()),
  goods: z.array(goodsSummary),
  skipped: z.array(z.object({ index: z.number().int(), type: z.string(), reason: z.string() })),
});

/** A sku to pick for a goods list, a site's recommended goods, a zone. */
export const pickerSku = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  discount_price: z.string(),
  shop_name: z.string(),
  is_on_shelf: z.boolean(),
});
export type PickerSku = z.output<typeof pickerSku>;
export const pickerSkusRequest = z.object({
  ...consoleListFields(['sales'] as const),
  keyword: optionalText(50, '商品关键字'),
  /** The skus of these ids (the names of what a form already holds). */
  sku_ids: z.array(positiveId('商品编号')).max(100, { error: '一次最多查询 100 个商品' }).optional(),
});
export const pickerCategory = z.object({ category_id: z.number().int(), category_name: z.string(), level: z.number().int(), pid: z.number().int() });

export const pagesEndpoints = {
  '/admin/api/pages/list': consoleCall({ permission: 'pages.manage', kind: 'read', summary: '微页面：列表（状态与前台地址）', request: diyPageListRequest, response: consolePage(diyPageRow) }),
  '/admin/api/pages/detail': consoleCall({ permission: 'pages.manage', kind: 'read', summary: '微页面：编辑中的组件', request: z.object({ id: positiveId('页面编号') }), response: diyPageDetail }),
  '/admin/api/pages/save': consoleCall({ permission: 'pages.manage', kind: 'write', summary: '微页面：新建或保存草稿（组件按前台的结构校验，富文本统一清理）', request: diyPageSaveRequest, response: diyPageDetail }),
  '/admin/api/pages/publish': consoleCall({ permission: 'pages.manage', kind: 'write', summary: '微页面：发布草稿或撤下', request: diyPagePublishRequest, response: diyPageDetail }),
  '/admin/api/pages/preview': consoleCall({ permission: 'pages.manage', kind: 'read', summary: '微页面：预览（前台读到的组件与商品）', request: diyPreviewRequest, response: diyPreview }),
  '/admin/api/picker/skus': consoleCall({ permission: 'session', kind: 'read', summary: '选择商品：按名称搜索或按编号取', request: pickerSkusRequest, response: consolePage(pickerSku) }),
  '/admin/api/picker/categories': consoleCall({ permission: 'session', kind: 'read', summary: '选择商品分类（平铺的分类树）', request: z.object({}), response: z.array(pickerCategory) }),
} as const;

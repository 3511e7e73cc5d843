// The DIY micro page (/promotion/pcdiy?id=, /api/pcDiy/getView): a JSON list of components. Each one
// is validated on its own: an unknown or malformed component is skipped (and reported to the caller to
// log), never breaking the page. Links must be site paths or http(s); rich text is sanitised when the
// page is written (sanitizeDiyComponents) and trusted when read.
import { z } from 'zod';
import { isSafeUrl } from './url';

/** A site path ("/promotion/redarea", not the protocol-relative "//host") or an http(s) address. */
const isPathOrHttp = (s: string) => ((s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\')) || /^https?:\/\//i.test(s)) && isSafeUrl(s);

/** A link a component may point at: a site path or an http(s) address; '' for none. */
export const diyLink = z
  .string()
  .trim()
  .max(512)
  .refine((s) => s === '' || isPathOrHttp(s), { error: '链接只能是站内路径或 http(s) 地址' });

/** An image path under /upload/ or an http(s) address. */
const diyImage = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .refine((s) => isPathOrHttp(s) || /^[\w-]+(\/[\w.-]+)+$/.test(s), { error: '图片地址无效' });

const text = (max: number) => z.string().trim().max(max);
const imageLink = z.object({ image: diyImage, link: diyLink.default(''), title: text(64).default('') });

export const DIY_GOODS_SORTS = ['sales', 'newest', 'price_asc', 'price_desc'] as const;
export const DIY_GOODS_MAX = 20;

export const diyComponent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner'), images: z.array(imageLink).min(1).max(10) }),
  z.object({ type: z.literal('imageAds'), columns: z.number().int().min(1).max(4), images: z.array(imageLink).min(1).max(12) }),
  z.object({
    type: z.literal('goodsList'),
    title: text(32).default(''),
    source: z.enum(['pick', 'rule']),
    /** Picked skus, or (in an answer) the skus the rule found. */
    skuIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(DIY_GOODS_MAX).default([]),
    rule: z
      .object({
        categoryId: z.number().int().min(1).max(2_147_483_647).optional(),
        tagType: z.number().int().min(0).max(1).optional(),
        sort: z.enum(DIY_GOODS_SORTS).default('sales'),
        limit: z.number().int().min(1).max(DIY_GOODS_MAX).default(8),
      })
      .optional(),
  }),
  // Stored already sanitised (sanitizeDiyComponents of `@mall/rest-contract/html` when written).
  z.object({ type: z.literal('richText'), html: z.string().max(20_000) }),
  z.object({ type: z.literal('title'), text: text(32).min(1), subtitle: text(64).default(''), link: diyLink.default('') }),
  z.object({ type: z.literal('notice'), text: text(200).min(1), link: diyLink.default('') }),
  z.object({
    type: z.literal('coupons'),
    items: z
      .array(z.object({ title: text(32).min(1), amount: z.string().regex(/^\d{1,6}(\.\d{1,2})?$/), condition: text(32).default('') }))
      .min(1)
      .max(8),
    link: diyLink.default('/coupon'),
  }),
  z.object({ type: z.literal('blank'), size: z.enum(['sm', 'md', 'lg']).default('md') }),
  z.object({
    type: z.literal('link'),
    kind: z.enum(['shop', 'zone']),
    /** A shop id, or a zone's route name. */
    target: z.union([z.number().int().min(1).max(2_147_483_647), z.string().regex(/^[a-z]{2,32}$/)]),
    title: text(32).min(1),
    subtitle: text(64).default(''),
    image: diyImage.optional(),
  }),
]);
export type DiyComponent = z.output<typeof diyComponent>;
export type DiyComponentType = DiyComponent['type'];

export interface DiySkipped {
  index: number;
  type: string;
  reason: string;
}

/** Validates each component on its own; answers the valid ones and what was skipped. */
export function parseDiyComponents(raw: unknown): { components: DiyComponent[]; skipped: DiySkipped[] } {
  const list = Array.isArray(raw) ? raw : [];
  const components: DiyComponent[] = [];
  const skipped: DiySkipped[] = [];
  list.forEach((item, index) => {
    const result = diyComponent.safeParse(item);
    if (result.success) components.push(result.data);
    else {
      const type = item && typeof item === 'object' && 'type' in item ? String((item as { type: unknown }).type).slice(0, 32) : typeof item;
      skipped.push({ index, type, reason: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ').slice(0, 300) });
    }
  });
  return { components, skipped };
}

/** Where a link component goes. */
export const diyLinkHref = (c: Extract<DiyComponent, { type: 'link' }>) =>
  c.kind === 'shop' ? `/shop-${c.target}` : `/promotion/${c.target}`;

/** The block names operators read in the editor and in refusals (zh-cn; the console's i18n says the same). */
export const DIY_BLOCK_NAMES: Record<DiyComponentType, string> = {
  banner: '轮播图',
  imageAds: '图片导航',
  goodsList: '商品列表',
  richText: '富文本',
  title: '标题',
  notice: '公告',
  coupons: '优惠券',
  blank: '辅助空白',
  link: '店铺或专区入口',
};
export const DIY_BLOCKS_MAX = 40;

const FIELD_NAMES: Record<string, string> = {
  images: '图片', image: '图片', link: '链接', title: '标题', text: '文字', subtitle: '副标题', skuIds: '商品', columns: '列数',
  items: '优惠券', amount: '面额', condition: '使用条件', html: '内容', source: '商品来源', rule: '规则', categoryId: '分类', limit: '数量', size: '高度', sort: '排序', kind: '类型', target: '目标',
};

/** A block's problem in Chinese: the field by its name, zod's own (English) wording replaced. */
function describeBlockIssue(issue: z.core.$ZodIssue): string {
  const field = [...issue.path].reverse().find((p): p is string => typeof p === 'string');
  const name = field ? (FIELD_NAMES[field] ?? field) : '内容';
  // Our own refinements already speak Chinese.
  if (issue.code === 'custom' || /[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  if (issue.code === 'too_small') return issue.origin === 'array' ? `${name}至少 ${String(issue.minimum)} 项` : issue.origin === 'string' ? `请填写${name}` : `${name}不能小于 ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return issue.origin === 'array' ? `${name}最多 ${String(issue.maximum)} 项` : issue.origin === 'string' ? `${name}不能超过 ${String(issue.maximum)} 个字符` : `${name}不能大于 ${String(issue.maximum)}`;
  if (issue.code === 'invalid_format') return `${name}格式不正确`;
  return `${name}不正确`;
}

const isKnownType = (t: unknown): t is DiyComponentType => typeof t === 'string' && Object.hasOwn(DIY_BLOCK_NAMES, t);

/**
 * A whole micro page as the console saves it: every block must be one the storefront's renderer reads
 * (the schema above). Unlike parseDiyComponents, which skips what it cannot read, this refuses the
 * page with the first problem named in Chinese ("第 2 个组件（轮播图）：…").
 */
export const diyPageComponents = z
  .array(z.unknown(), { error: '组件列表必须是数组' })
  .max(DIY_BLOCKS_MAX, { error: `一个微页面最多 ${DIY_BLOCKS_MAX} 个组件` })
  .transform((list, ctx) => {
    const out: DiyComponent[] = [];
    list.forEach((item, i) => {
      const type = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
      if (!isKnownType(type)) {
        ctx.addIssue({ code: 'custom', path: [i], message: `第 ${i + 1} 个组件的类型「${String(type ?? '无').slice(0, 32)}」前台无法显示，请删除或换成已有组件` });
        return;
      }
      const parsed = diyComponent.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        ctx.addIssue({ code: 'custom', path: [i, ...(issue?.path ?? [])] as PropertyKey[], message: `第 ${i + 1} 个组件（${DIY_BLOCK_NAMES[type]}）：${issue ? describeBlockIssue(issue) : '内容不正确'}` });
        return;
      }
      out.push(parsed.data);
    });
    return out;
  });

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

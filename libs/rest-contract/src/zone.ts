// Assistance zones, the fresh hall, projects, assistance news and meal packages (SPEC §7
// /api/GoodsSpecial/*, /api/fresh/*, /api/project/*, /api/Xgh/*). Prices are yuan strings with 2 decimals.
import { z } from 'zod';
import { goodsSummary } from './goods';
import { idRequest, paged, pageFields, pageQuery, withBody } from './paging';

/** The zone landing pages by route name; `fresh` is the fresh hall of /ourfresh. */
export const ZONE_CODES = ['redarea', 'special', 'residencyhelp', 'eastwest', 'optimalfarmers', 'localtube', 'fresh'] as const;
export type ZoneCode = (typeof ZONE_CODES)[number];

export const zoneCode = z.enum(ZONE_CODES, { error: '专区不存在' });

/** A tab or province name: trimmed, 1–32 characters. */
const label = (what: string) =>
  z
    .string({ error: `${what}必须是文本` })
    .trim()
    .min(1, { error: `${what}不能为空` })
    .max(32, { error: `${what}不能超过 32 个字` });

export const zoneInfoRequest = z.object({ code: zoneCode, province: label('省份').optional() });
export const zoneGoodsRequest = z.object({
  code: zoneCode,
  tab: label('分类').optional(),
  province: label('省份').optional(),
  ...pageFields(20),
});
export const freshInfoRequest = z.object({});
export const freshGoodsRequest = z.object({ tab: label('分类').optional(), ...pageFields(20) });

export const zoneTab = z.object({ name: z.string(), count: z.number().int() });
export const zoneInfo = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  banner: z.string(),
  introduction: z.string(),
  notice: z.string(),
  /** 'region': tabs are provinces; 'category': tabs are goods categories. */
  tab_kind: z.enum(['region', 'category']),
  tabs: z.array(zoneTab),
});
export type ZoneInfo = z.infer<typeof zoneInfo>;
export const zoneGoodsPage = paged(goodsSummary);

/** 0 preparing, 1 in progress, 2 completed. */
export const PROJECT_STATUSES = [0, 1, 2] as const;
export const projectEntry = z.object({
  project_id: z.number().int(),
  title: z.string(),
  place: z.string(),
  beneficiaries: z.number().int(),
  target_amount: z.string(),
  raised_amount: z.string(),
  /** raised / target in whole percent, 0–100. */
  progress: z.number().int(),
  status: z.number().int(),
  cover: z.string(),
  summary: z.string(),
});
export type ProjectEntry = z.infer<typeof projectEntry>;
export const projectDetail = projectEntry.extend({
  images: z.array(z.string()),
  content: z.string(),
  create_time: z.number().int(),
  goods: z.array(goodsSummary),
});
export const projectPageRequest = pageQuery(10);
export const projectInfoRequest = idRequest('项目编号');
export const projectPage = paged(projectEntry);

export const newsEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  source: z.string(),
  create_time: z.number().int(),
});
export const newsDetail = withBody(newsEntry);
export const newsPageRequest = pageQuery(10);
export const newsInfoRequest = idRequest('资讯编号');
export const newsPage = paged(newsEntry);

export const mealPackage = z.object({
  package_id: z.number().int(),
  title: z.string(),
  people: z.number().int(),
  image: z.string(),
  description: z.string(),
  package_price: z.string(),
  /** The sum of the items at their selling prices. */
  original_price: z.string(),
  items: z.array(z.object({ num: z.number().int(), goods: goodsSummary })),
});
export type MealPackage = z.infer<typeof mealPackage>;
export const mealPlanRequest = z.object({ people: z.coerce.number({ error: '用餐人数必须是数字' }).int({ error: '用餐人数必须是整数' }).min(1, { error: '用餐人数至少 1 人' }).max(20, { error: '用餐人数最多 20 人' }).optional() });

export const diyViewRequest = idRequest('微页面编号');
/** The components are validated by parseDiyComponents (diy.ts); the list is answered as stored and checked. */
export const diyView = z.object({
  id: z.number().int(),
  title: z.string(),
  components: z.array(z.unknown()),
  goods: z.array(goodsSummary),
});

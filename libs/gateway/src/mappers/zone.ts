// Zones domain: mall-api's snake_case zones, projects, news, meal packages and micro pages
// → the camelCase types of schema/zone.graphql. Resolvers call these.
import { parseDiyComponents, type EndpointPath, type ResponseOf } from '@mall/rest-contract';
import type { AssistNews, AssistNewsDetail, AssistProject, AssistProjectDetail, DiyPage, MealPackage, ProjectStatus, Zone, ZoneGoodsPage } from '../generated/resolvers-types';
import { toGoods } from './catalogue';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest<P extends EndpointPath> = ResponseOf<P>;

const STATUS: Record<number, ProjectStatus> = { 0: 'PREPARING', 1: 'IN_PROGRESS', 2: 'COMPLETED' };

export const toZone = (z: Rest<'/api/GoodsSpecial/info'>): Zone => ({
  code: z.code,
  title: z.title,
  subtitle: z.subtitle,
  banner: z.banner,
  introduction: z.introduction,
  notice: z.notice,
  tabKind: z.tab_kind === 'region' ? 'REGION' : 'CATEGORY',
  tabs: z.tabs.map((t) => ({ name: t.name, count: t.count })),
});

export const toZoneGoodsPage = (p: Rest<'/api/GoodsSpecial/goods'>, page: number, pageSize: number): ZoneGoodsPage => ({
  list: p.list.map(toGoods),
  count: p.count,
  pageCount: p.page_count,
  page,
  pageSize,
});

const projectFields = (p: Rest<'/api/project/page'>['list'][number]) => ({
  id: p.project_id,
  title: p.title,
  place: p.place,
  beneficiaries: p.beneficiaries,
  targetAmount: exactYuanToFen(p.target_amount),
  raisedAmount: exactYuanToFen(p.raised_amount),
  progress: p.progress,
  status: STATUS[p.status] ?? 'IN_PROGRESS',
  cover: p.cover,
  summary: p.summary,
});
export const toProject = (p: Rest<'/api/project/page'>['list'][number]): AssistProject => projectFields(p);

export const toProjectDetail = (p: Rest<'/api/project/info'>): AssistProjectDetail => ({
  ...projectFields(p),
  images: p.images,
  content: p.content,
  createTime: p.create_time,
  goods: p.goods.map(toGoods),
});

const newsFields = (n: Rest<'/api/project/newsPage'>['list'][number]) => ({
  id: n.id,
  title: n.title,
  cover: n.cover,
  summary: n.summary,
  source: n.source,
  createTime: n.create_time,
});
export const toNews = (n: Rest<'/api/project/newsPage'>['list'][number]): AssistNews => newsFields(n);

export const toNewsDetail = (n: Rest<'/api/project/newsInfo'>): AssistNewsDetail => ({ ...newsFields(n), content: n.content, prev: n.prev, next: n.next });

export const toMealPackage = (p: Rest<'/api/Xgh/mealPlan'>[number]): MealPackage => ({
  id: p.package_id,
  title: p.title,
  people: p.people,
  image: p.image,
  description: p.description,
  packagePrice: exactYuanToFen(p.package_price),
  originalPrice: exactYuanToFen(p.original_price),
  items: p.items.map((i) => ({ num: i.num, goods: toGoods(i.goods) })),
});

/**
 * The components travel as JSON text (their keys are already the micro-page format's camelCase), each
 * validated again here with rest-contract's schema: an unknown or malformed one is skipped and logged.
 * Rich text is passed as stored (sanitised when mall-api wrote it).
 */
export function toDiyPage(d: Rest<'/api/pcDiy/getView'>, log: (message: string, detail: unknown) => void = console.warn): DiyPage {
  const { components, skipped } = parseDiyComponents(d.components);
  if (skipped.length > 0) log(`[micro page ${d.id}] components skipped`, skipped);
  return { id: d.id, title: d.title, componentsJson: JSON.stringify(components), goods: d.goods.map(toGoods) };
}

// Support units (/fupin/api/Support/*): the category tree, the unit list, a unit and its goods.
import { sql } from 'drizzle-orm';
import { ErrorCode, type ParsedRequestOf, type SupportItem, type TreeCategory } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError } from '../../http/envelope';
import { rowsOf } from '../search/rows';
import { goodsJoin, goodsPage } from '../region/queries';

const unitColumns = sql`u.support_id, u.support_name, u.support_logo, u.introduction, u.category_id,
  (select count(*) from support_goods sg join goods g on g.goods_id = sg.goods_id and g.is_on_shelf where sg.support_id = u.support_id)::int as goods_num`;

export function createSupportService(db: Db) {
  async function info(supportId: number): Promise<SupportItem> {
    // A unit switched off in the console answers as a missing one.
    const [row] = await rowsOf<SupportItem>(db.execute(sql`select ${unitColumns} from support_unit u where u.support_id = ${supportId} and u.is_show`));
    if (!row) throw new BusinessError('帮扶单位不存在', ErrorCode.NOT_FOUND);
    return row;
  }
  return {
    async categoryTree(): Promise<TreeCategory[]> {
      const rows = await rowsOf<{ category_id: number; category_name: string; level: number; pid: number }>(
        db.execute(sql`select category_id, category_name, level, pid from support_category order by level, sort, category_id`),
      );
      const byId = new Map<number, TreeCategory>();
      const roots: TreeCategory[] = [];
      for (const r of rows) {
        const node: TreeCategory = { category_id: r.category_id, category_name: r.category_name, level: r.level, child_list: [] };
        byId.set(r.category_id, node);
        if (r.pid === 0) roots.push(node);
        else byId.get(r.pid)?.child_list.push(node);
      }
      return roots;
    },
    async page({ category_id, page, page_size }: ParsedRequestOf<'/fupin/api/Support/page'>) {
      // A category includes its descendants.
      const where =
        category_id === undefined
          ? sql`u.is_show`
          : sql`u.is_show and u.category_id in (with recursive c as (select category_id from support_category where category_id = ${category_id}
              union all select sc.category_id from support_category sc join c on sc.pid = c.category_id) select category_id from c)`;
      const [list, totals] = await Promise.all([
        rowsOf<SupportItem>(db.execute(sql`select ${unitColumns} from support_unit u where ${where} order by u.sort, u.support_id limit ${page_size} offset ${(page - 1) * page_size}`)),
        rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from support_unit u where ${where}`)),
      ]);
      const count = Number(totals[0]?.n ?? 0);
      return { list, count, page_count: Math.ceil(count / page_size) };
    },
    info,
    async goods({ support_id, page, page_size }: ParsedRequestOf<'/fupin/api/Support/goodsPage'>) {
      await info(support_id);
      const from = sql`${goodsJoin} join support_goods sg on sg.goods_id = g.goods_id and sg.support_id = ${support_id} where g.is_on_shelf`;
      const { list, count, page_count } = await goodsPage(db, from, sql`sg.sort, sg.id`, page, page_size);
      return { list: list.map(({ site_name: _s, ...g }) => g), count, page_count };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;

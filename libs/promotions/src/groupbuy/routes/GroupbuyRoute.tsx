import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { gql, GroupbuysDocument, type GroupbuyOrder, type GroupbuysQuery } from '@mall/gateway-client';
import { Box, Button, Empty, Inline, Pagination, Stack } from '@mall/ui';
import { m, type Message } from '@mall/i18n';
import { PromotionOff } from '../../shared/PromotionOff';
import { pageParam } from '../../shared/routeParams';
import { routerLink, type RouteModule } from '@mall/page-kit';
import { GroupbuyCard } from '../components/GroupbuyCard/GroupbuyCard';
import * as styles from '../../seckill/routes/routes.css';

const PAGE_SIZE = 20;
const ORDERS: { value: GroupbuyOrder; param: string; label: Message }[] = [
  { value: 'DEFAULT', param: '', label: m['promotions.groupbuy.sortDefault'] },
  { value: 'PRICE_ASC', param: 'price_asc', label: m['promotions.groupbuy.sortPriceAsc'] },
  { value: 'PRICE_DESC', param: 'price_desc', label: m['promotions.groupbuy.sortPriceDesc'] },
  { value: 'SOLD', param: 'sold', label: m['promotions.groupbuy.sortSold'] },
];

interface Query {
  keyword: string;
  order: string;
  page: number;
}
type Data = { off: true } | { off: false; query: Query; list: NonNullable<GroupbuysQuery['groupbuys']> };

/** `/promotion/groupbuy?keyword=&order=&page=`: the URL holds the filters, so a list can be shared. */
export function groupbuyHref(q: Partial<Query>): string {
  const p = new URLSearchParams();
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.order) p.set('order', q.order);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `/promotion/groupbuy?${s}` : '/promotion/groupbuy';
}

/** /promotion/groupbuy: running group-buys, searched by goods name, sorted and paged (all in the URL). */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const params = new URL(request.url).searchParams;
  // A keyword is trimmed and cut to 50 characters like the site search (SPEC §5); an unknown sort is the default.
  const keyword = [...(params.get('keyword') ?? '').trim()].slice(0, 50).join('');
  const order = ORDERS.find((o) => o.param && o.param === params.get('order')) ?? ORDERS[0];
  const page = pageParam(params);
  const { groupbuys } = await gql(GroupbuysDocument, { keyword, order: order.value, page, pageSize: PAGE_SIZE }, { signal: request.signal });
  if (!groupbuys) return { off: true };
  return { off: false, query: { keyword, order: order.param, page }, list: groupbuys };
};

export function Component() {
  const data = useLoaderData() as Data;
  if (data.off) return <PromotionOff />;
  return <GroupbuyList query={data.query} list={data.list} />;
}

function GroupbuyList({ query, list }: { query: Query; list: NonNullable<GroupbuysQuery['groupbuys']> }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword);
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(groupbuyHref({ keyword: keyword.trim(), order: query.order }));
  };
  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="md" align="space-between">
        <h1 className={styles.title}>{m['promotions.groupbuy.title']()}</h1>
        <Inline as="form" space="md" wrap={false} role="search" onSubmit={search}>
          <input
            className={styles.search}
            type="search"
            value={keyword}
            maxLength={50}
            placeholder={m['promotions.groupbuy.search']()}
            aria-label={m['promotions.groupbuy.search']()}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit">{m['promotions.groupbuy.searchButton']()}</Button>
        </Inline>
      </Inline>
      <Inline as="nav" space="lg" aria-label={m['promotions.groupbuy.sort']()} className={styles.sortBar}>
        {ORDERS.map((o) => (
          <Link key={o.value} to={groupbuyHref({ keyword: query.keyword, order: o.param })} aria-current={o.param === query.order ? 'page' : undefined} className={styles.sortLink}>
            {o.label()}
          </Link>
        ))}
        <span className={styles.muted}>{m['promotions.groupbuy.count']({ count: list.count })}</span>
      </Inline>
      {list.list.length === 0 ? (
        <Empty
          text={query.keyword ? m['promotions.groupbuy.emptySearch']({ keyword: query.keyword }) : m['promotions.groupbuy.empty']()}
          action={<Link to={query.keyword ? '/promotion/groupbuy' : '/'}>{query.keyword ? m['promotions.groupbuy.back']() : m['promotions.off.home']()}</Link>}
        />
      ) : (
        <Box display="grid" gap="md" className={styles.grid}>
          {list.list.map((g) => (
            <GroupbuyCard key={g.groupbuyId} groupbuy={g} />
          ))}
        </Box>
      )}
      {list.pageCount > 1 && <Pagination page={query.page} pageCount={list.pageCount} getHref={(p) => groupbuyHref({ ...query, page: p })} renderLink={routerLink} />}
    </Stack>
  );
}

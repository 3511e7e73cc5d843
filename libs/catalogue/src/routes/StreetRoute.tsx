import { useState, type FormEvent } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { gql, ShopSearchDocument, type ShopSearchQuery } from '@mall/gateway-client';
import { routerLink, type RouteModule, type PageMetaData } from '@mall/page-kit';
import { ShopStreetList } from '../components/ShopStreetList/ShopStreetList';
import { normalizeKeyword, parseId } from '../logic/listParams';
import { Button, Inline, Pagination, Stack, visuallyHidden } from '@mall/ui';
import { m } from '@mall/i18n';
import { listingPageMeta } from '../logic/seo';
import * as styles from './routes.css';

const PAGE_SIZE = 20;

interface StreetData {
  keyword: string;
  page: number;
  data: ShopSearchQuery;
  meta: PageMetaData;
}

/** /street and /streetlst: shops whose name contains ?keyword= (the header's shop search), paged by ?page=. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<StreetData> => {
  const params = new URL(request.url).searchParams;
  const keyword = normalizeKeyword(params.get('keyword'));
  const page = parseId(params.get('page')) ?? 1;
  const data = await gql(ShopSearchDocument, { keyword: keyword || null, page, pageSize: PAGE_SIZE }, { signal: request.signal });
  const description = keyword ? m['seo.streetKeyword']({ keyword }) : m['seo.street']();
  return { keyword, page, data, meta: listingPageMeta(request, description, ['keyword', 'page']) };
};

export function Component() {
  const { keyword, page, data } = useLoaderData() as StreetData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  const href = (kw: string, p: number) => {
    const q = new URLSearchParams();
    if (kw) q.set('keyword', kw);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(href(normalizeKeyword(draft), 1));
  };
  return (
    <Stack space="lg" className={styles.stack}>
      <h1 className={styles.heading}>{m['catalogue.street']()}</h1>
      <Inline as="form" space="sm" wrap={false} role="search" onSubmit={submit}>
        <label htmlFor="street-keyword" className={visuallyHidden}>
          {m['catalogue.streetSearch']()}
        </label>
        <input
          id="street-keyword"
          type="search"
          className={styles.searchInput}
          value={draft}
          placeholder={m['search.shopPlaceholder']()}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{m['catalogue.streetSearch']()}</Button>
        <span role="status" data-testid="result-count">
          {m['catalogue.streetResult']({ count: data.shopSearch.count })}
        </span>
      </Inline>
      <ShopStreetList shops={data.shopSearch.list} />
      <Pagination
        page={page}
        pageCount={data.shopSearch.pageCount}
        getHref={(p) => href(keyword, p)}
        onChange={(p) => navigate(href(keyword, p))}
        renderLink={routerLink}
      />
    </Stack>
  );
}

import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { GoodsListPageDocument, type GoodsListPageQuery, gql } from '@mall/gateway-client';
import { FilterBar } from '../components/FilterBar/FilterBar';
import { GoodsGrid } from '../components/GoodsGrid/GoodsGrid';
import { SortBar } from '../components/SortBar/SortBar';
import { EMPTY_LIST_STATE, listHref, parseListParams, toGoodsListVariables, type ListState } from '../logic/listParams';
import { Box, Empty, Pagination, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { listingPageMeta } from '../logic/seo';
import * as styles from './routes.css';
import { routerLink, type RouteModule, useLayout, type PageMetaData } from '@mall/page-kit';

interface ListData {
  state: ListState;
  data: GoodsListPageQuery;
  meta: PageMetaData;
}

/** The query parameters that change which goods /list shows (sort and price filters are variants). */
const LIST_CANONICAL_PARAMS = ['keyword', 'category_id', 'level', 'brand_id', 'page'] as const;

/**
 * /list: the URL is the only state. The loader parses (and normalises) the query, runs one
 * GoodsListPage request (goods page, category path, brands); every control links or navigates to
 * another /list URL, so back/forward and reload restore the list.
 */
export const loader: RouteModule['loader'] = async ({ request }): Promise<ListData> => {
  const state = parseListParams(new URL(request.url).searchParams);
  const data = await gql(
    GoodsListPageDocument,
    {
      ...toGoodsListVariables(state),
      categoryId: state.categoryId ?? 0,
      withCategory: state.categoryId !== null,
      brandCategoryId: state.categoryId,
    },
    { signal: request.signal },
  );
  const category = data.category?.name;
  const description = state.keyword
    ? m['seo.listKeyword']({ keyword: state.keyword })
    : category
      ? m['seo.listCategory']({ category })
      : m['seo.list']();
  return { state, data, meta: listingPageMeta(request, description, LIST_CANONICAL_PARAMS) };
};

export function Component() {
  const { state, data } = useLoaderData() as ListData;
  const navigate = useNavigate();
  const hotWords = useLayout()?.hotSearchWords ?? [];
  const { goodsList } = data;
  const category = data.category ?? null;
  const goods = goodsList.list.map((g) => ({ ...g, skuImage: g.skuImage || g.mainImage || '' }));
  return (
    <Stack space="lg" className={styles.stack}>
      <FilterBar
        state={state}
        categoryPath={category?.path ?? []}
        subCategories={category?.children ?? []}
        brands={data.brands.list}
        facets={goodsList.facets ?? null}
        hrefFor={(patch) => listHref(state, patch)}
        onChange={(patch) => navigate(listHref(state, patch))}
      />
      <SortBar sort={state.sort} hrefFor={(sort) => listHref(state, { sort })} count={goodsList.count} />
      <GoodsGrid
        goods={goods}
        label={m['catalogue.goodsList']()}
        empty={
          <Empty
            text={m['catalogue.noResult']()}
            action={
              hotWords.length > 0 && (
                <div>
                  <p>{m['catalogue.noResultHint']()}</p>
                  <Box as="p" display="flex" flexWrap="wrap" justifyContent="center" gap="md" className={styles.hotWords}>
                    {hotWords.map((w) => (
                      <Link key={w} to={listHref(EMPTY_LIST_STATE, { keyword: w })}>
                        {w}
                      </Link>
                    ))}
                  </Box>
                </div>
              )
            }
          />
        }
      />
      <Pagination
        page={state.page}
        pageCount={goodsList.pageCount}
        getHref={(page) => listHref(state, { page })}
        onChange={(page) => navigate(listHref(state, { page }))}
        renderLink={routerLink}
      />
    </Stack>
  );
}

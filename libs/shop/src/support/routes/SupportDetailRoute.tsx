import { useLoaderData, useNavigate } from 'react-router-dom';
import { GoodsGrid } from '@mall/catalogue';
import { gql, SupportDetailPageDocument, type SupportDetailPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Pagination, Stack } from '@mall/ui';
import { SupportProfile } from '../components/SupportProfile/SupportProfile';
import * as styles from '../../shop/routes/routes.css';
import {
  type RouteModule,
  canonicalUrl,
  plainTextExcerpt,
  type PageMetaData,
  notFound,
} from '@mall/page-kit';

type Data = { data: SupportDetailPageQuery; id: number; page: number; meta: PageMetaData };

/** /support-{id}: the unit's logo, name and introduction, and the goods it supports. An unknown unit is a 404. */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const data = await gql(SupportDetailPageDocument, { id, page }, { signal: request.signal });
  if (!data.supportUnit) notFound();
  const unit = data.supportUnit;
  const description = plainTextExcerpt(unit.introduction) || m['seo.support']({ name: unit.name });
  return { data, id, page, meta: { description, canonical: canonicalUrl(request, ['page']) } };
};

export function Component() {
  const navigate = useNavigate();
  const { data, id, page } = useLoaderData() as Data;
  const href = (p: number) => `/support-${id}${p > 1 ? `?page=${p}` : ''}`;
  return (
    <Stack space="lg" className={styles.page}>
      <SupportProfile unit={data.supportUnit!} />
      <section aria-labelledby="support-goods">
        <h2 id="support-goods" className={styles.heading}>
          {m['shop.support.goods']()}
        </h2>
        <GoodsGrid goods={data.supportGoods.list} label={m['shop.support.goods']()} empty={<Empty text={m['shop.support.noGoods']()} />} />
      </section>
      {data.supportGoods.pageCount > 1 && <Pagination page={page} pageCount={data.supportGoods.pageCount} getHref={href} onChange={(p) => navigate(href(p))} />}
    </Stack>
  );
}

import { useLoaderData } from 'react-router-dom';
import { AssistNewsListDocument, gql, type AssistNewsListQuery } from '@mall/gateway-client';
import { CmsList } from '@mall/content';
import { Empty } from '@mall/ui';
import { m } from '@mall/i18n';
import { pageOfUrl } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';
import { type RouteModule } from '@mall/page-kit';

const PAGE_SIZE = 10;

interface Data {
  page: number;
  data: AssistNewsListQuery;
}

/** /promotion/newsInformation: assistance news, newest first, paged by ?page= (like the CMS lists). */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOfUrl(new URL(request.url));
  return { page, data: await gql(AssistNewsListDocument, { page, pageSize: PAGE_SIZE }, { signal: request.signal }) };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  const { list, pageCount } = data.assistNewsList;
  return (
    <ZonePage title={m['zones.news.list']()}>
      {list.length === 0 ? (
        <Empty text={m['zones.news.empty']()} />
      ) : (
        <CmsList
          entries={list}
          hrefFor={(id) => `/promotion/newsInformation/detail-${id}`}
          page={page}
          pageCount={pageCount}
          pageHref={(p) => (p > 1 ? `/promotion/newsInformation?page=${p}` : '/promotion/newsInformation')}
          label={m['zones.news.list']()}
        />
      )}
    </ZonePage>
  );
}

import { useLoaderData } from 'react-router-dom';
import { AssistNewsDocument, gql, type AssistNewsQuery } from '@mall/gateway-client';
import { CmsEntry, cmsEntryMeta } from '@mall/content';
import { m } from '@mall/i18n';
import { idOfParams } from '../../zones/lib/zoneParams';
import { ZonePage } from '../../zones/components/ZonePage/ZonePage';
import * as styles from '../../zones/routes/routes.css';
import { type RouteModule, notFound } from '@mall/page-kit';

type News = NonNullable<AssistNewsQuery['assistNews']>;

/** /promotion/newsInformation/detail-{id}: one article with previous / next; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { assistNews } = await gql(AssistNewsDocument, { id: idOfParams(params) }, { signal: request.signal });
  if (!assistNews) notFound();
  return { news: assistNews, documentTitle: assistNews.title, meta: cmsEntryMeta(request, assistNews) };
};

export function Component() {
  const { news } = useLoaderData() as { news: News };
  return (
    <ZonePage back={{ to: '/promotion/newsInformation', label: m['zones.backZone']({ title: m['zones.news.list']() }) }}>
      {news.source && <p className={styles.muted}>{m['zones.news.source']({ source: news.source })}</p>}
      <CmsEntry entry={news} hrefFor={(id) => `/promotion/newsInformation/detail-${id}`} />
    </ZonePage>
  );
}

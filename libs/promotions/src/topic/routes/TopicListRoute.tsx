import { Link, useLoaderData } from 'react-router-dom';
import { gql, TopicsDocument, type TopicsQuery } from '@mall/gateway-client';
import { Empty, Pagination, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { PromotionOff } from '../../shared/PromotionOff';
import { pageParam } from '../../shared/routeParams';
import { routerLink, type RouteModule } from '@mall/page-kit';
import { TopicCard } from '../components/TopicCard/TopicCard';
import * as styles from '../../seckill/routes/routes.css';

const PAGE_SIZE = 10;
type Data = { off: true } | { off: false; page: number; topics: NonNullable<TopicsQuery['topics']> };

/** /promotion/topic(?page=): the running topics. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageParam(new URL(request.url).searchParams);
  const { topics } = await gql(TopicsDocument, { page, pageSize: PAGE_SIZE }, { signal: request.signal });
  return topics ? { off: false, page, topics } : { off: true };
};

export function Component() {
  const data = useLoaderData() as Data;
  if (data.off) return <PromotionOff />;
  const { page, topics } = data;
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{m['promotions.topic.title']()}</h1>
      {topics.list.length === 0 ? (
        <Empty text={m['promotions.topic.empty']()} action={<Link to="/">{m['promotions.off.home']()}</Link>} />
      ) : (
        topics.list.map((topic) => <TopicCard key={topic.topicId} topic={topic} />)
      )}
      {topics.pageCount > 1 && <Pagination page={page} pageCount={topics.pageCount} getHref={(p) => (p > 1 ? `/promotion/topic?page=${p}` : '/promotion/topic')} renderLink={routerLink} />}
    </Stack>
  );
}

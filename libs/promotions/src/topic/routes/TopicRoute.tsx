import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { gql, TopicDetailDocument } from '@mall/gateway-client';
import { Box, Empty, Img, Inline, Pagination, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { detailOr404, pageParam } from '../../shared/routeParams';
import { routerLink, type RouteModule } from '@mall/page-kit';
import { SeckillCountdown } from '../../seckill/components/SeckillCountdown/SeckillCountdown';
import { TopicGoodsCard } from '../components/TopicGoodsCard/TopicGoodsCard';
import type { TopicDetailData } from '../types';
import * as styles from '../../seckill/routes/routes.css';

const PAGE_SIZE = 20;
interface Data {
  page: number;
  detail: TopicDetailData;
}

/** /promotion/topic-{id}(?page=): the topic's banner, introduction, countdown and goods at topic prices. */
export const loader: RouteModule['loader'] = async ({ request, params }): Promise<Data> => {
  const page = pageParam(new URL(request.url).searchParams);
  const load = async (id: number) => (await gql(TopicDetailDocument, { topicId: id, page, pageSize: PAGE_SIZE }, { signal: request.signal })).topicDetail;
  return { page, detail: await detailOr404(params.id, load, '专题活动不存在或已结束') };
};

export function Component() {
  const { page, detail } = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const { topic, goods } = detail;
  return (
    <Stack space="lg" className={styles.page}>
      <Link to="/promotion/topic">{m['promotions.topic.backList']()}</Link>
      {topic.banner && <Img src={topic.banner} alt={topic.name} className={styles.bannerImage} />}
      <Inline space="md" align="space-between" wrap={false} className={styles.banner}>
        <h1 className={styles.heading}>{topic.name}</h1>
        <SeckillCountdown target={topic.endTime} serverNow={detail.now} label={m['promotions.topic.endsIn']()} doneText={m['promotions.topic.over']()} onDone={() => revalidator.revalidate()} />
      </Inline>
      {topic.remark && <p className={styles.intro}>{topic.remark}</p>}
      {goods.list.length === 0 ? (
        <Empty text={m['promotions.topic.emptyGoods']()} action={<Link to="/promotion/topic">{m['promotions.topic.backList']()}</Link>} />
      ) : (
        <Box display="grid" gap="md" className={styles.grid}>
          {goods.list.map((g) => (
            <TopicGoodsCard key={g.id} goods={g} />
          ))}
        </Box>
      )}
      {goods.pageCount > 1 && (
        <Pagination page={page} pageCount={goods.pageCount} getHref={(p) => `/promotion/topic-${topic.topicId}${p > 1 ? `?page=${p}` : ''}`} renderLink={routerLink} />
      )}
    </Stack>
  );
}

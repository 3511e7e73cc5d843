import type { TopicDetailQuery, TopicGoodsQuery, TopicsQuery } from '@mall/gateway-client';

export type TopicData = NonNullable<TopicsQuery['topics']>['list'][number];
export type TopicGoodsData = NonNullable<TopicDetailQuery['topicDetail']>['goods']['list'][number];
export type TopicDetailData = NonNullable<TopicDetailQuery['topicDetail']>;
export type TopicGoodsDetailData = NonNullable<TopicGoodsQuery['topicGoods']>;

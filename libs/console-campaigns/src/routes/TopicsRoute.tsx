// 专题活动: topics (banner, introduction, goods at topic prices, dates): create, edit, stop.
import { m } from '@mall/i18n';
import {
  consoleRequest,
  ConsoleTopicsDocument,
  SaveTopicDocument,
  StopTopicDocument,
  type CampaignTopicFieldsFragment,
  type TopicInput,
} from '@mall/console-kit';
import { topicDraftOf, TopicForm } from '../components/TopicForm/TopicForm';
import { searchCampaignGoods } from '../lib/search';
import { createCampaignPage, listVariables } from './campaignPage';
import { formatPrice } from '@mall/ui';

export const { loader, action, Component } = createCampaignPage<CampaignTopicFieldsFragment, TopicInput>({
  title: m['console.campaigns.topic.title'],
  create: m['console.campaigns.topic.create'],
  load: async (p) => ({
    page: (await consoleRequest(ConsoleTopicsDocument, listVariables(p))).consoleTopics,
    extra: null,
  }),
  save: (input) => consoleRequest(SaveTopicDocument, { input }),
  stop: async (id) => (await consoleRequest(StopTopicDocument, { id })).stopTopic,
  idOf: (r) => r.topicId,
  nameOf: (r) => r.name,
  columns: () => [
    { key: 'name', title: m['console.campaigns.list.name']() },
    {
      key: 'goods',
      title: m['console.campaigns.list.goods'](),
      render: (r) => r.goods.map((g) => `${g.goods.goodsName} ${formatPrice(g.topicPrice)}`).join('、'),
    },
  ],
  Editor: ({ row, form }) => <TopicForm initial={topicDraftOf(row)} search={searchCampaignGoods} {...form} />,
});

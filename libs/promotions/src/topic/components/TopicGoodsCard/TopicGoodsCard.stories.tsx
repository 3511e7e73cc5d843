import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { topicGoodsFixture, topicGoodsLongNameFixture, topicGoodsSoldOutFixture } from '../../fixtures';
import { TopicGoodsCard } from './TopicGoodsCard';
import { linksTo } from '../../../testing/plays';

const meta = preview.meta({
  component: TopicGoodsCard,
  decorators: [withRouter({ width: 240 })],
  args: { goods: topicGoodsFixture },
});

export const InStock = meta.story({
  play: linksTo(topicGoodsFixture.goodsName, '/promotion/topic-goods-401'),
});
export const SoldOut = meta.story({ args: { goods: topicGoodsSoldOutFixture } });
export const LongName = meta.story({ args: { goods: topicGoodsLongNameFixture } });

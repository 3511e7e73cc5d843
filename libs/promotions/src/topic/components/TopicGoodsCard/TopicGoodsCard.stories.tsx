import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { topicGoodsFixture, topicGoodsLongNameFixture, topicGoodsSoldOutFixture } from '../../fixtures';
import { TopicGoodsCard } from './TopicGoodsCard';
import { linksTo } from '../../../testing/plays';

const meta = preview.meta({
  title: 'promotions/TopicGoodsCard',
  component: TopicGoodsCard,
  decorators: [withRouter({ width: 240 })],
  parameters: docs(
    'A goods on a topic page (/promotion/topic-{id}) at its topic price over the normal price (both from ' +
      "mall-api). Props: `goods` (the topic goods' own id, name, image, prices, stock). It links to " +
      '/promotion/topic-goods-{id}. States: in stock, sold out (已售罄 over the image), long names.',
  ),
  args: { goods: topicGoodsFixture },
});

export const InStock = meta.story({
  play: linksTo(topicGoodsFixture.goodsName, '/promotion/topic-goods-401'),
});
export const SoldOut = meta.story({ args: { goods: topicGoodsSoldOutFixture } });
export const LongName = meta.story({ args: { goods: topicGoodsLongNameFixture } });

import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { topicFixture, topicLongNameFixture } from '../../fixtures';
import { TopicCard } from './TopicCard';
import { linksTo } from '../../../testing/plays';

const meta = preview.meta({
  component: TopicCard,
  decorators: [withRouter({ width: 720 })],
  args: { topic: topicFixture },
});

export const Running = meta.story({
  play: linksTo('进入专题', '/promotion/topic-41'),
});
export const LongName = meta.story({ args: { topic: topicLongNameFixture } });

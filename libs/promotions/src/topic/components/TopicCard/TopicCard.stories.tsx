import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { topicFixture, topicLongNameFixture } from '../../fixtures';
import { TopicCard } from './TopicCard';
import { linksTo } from '../../../testing/plays';

const meta = preview.meta({
  title: 'promotions/TopicCard',
  component: TopicCard,
  decorators: [withRouter({ width: 720 })],
  parameters: docs(
    'One running topic (专题活动) in /promotion/topic. Props: `topic` (name, banner — the default image when ' +
      'it has none or it fails —, introduction, end date, number of topic goods). 进入专题 opens /promotion/topic-{id}. ' +
      'States: with introduction, long name and introduction (clamped to three lines). The list page shows the empty state.',
  ),
  args: { topic: topicFixture },
});

export const Running = meta.story({
  play: linksTo('进入专题', '/promotion/topic-41'),
});
export const LongName = meta.story({ args: { topic: topicLongNameFixture } });

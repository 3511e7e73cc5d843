import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { topicFixture, topicLongNameFixture } from '../../fixtures';
import { TopicCard } from './TopicCard';

const meta = {
  title: 'promotions/TopicCard',
  component: TopicCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ width: 720 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One running topic (专题活动) in /promotion/topic. Props: `topic` (name, banner — the default image when ' +
          'it has none or it fails —, introduction, end date, number of topic goods). 进入专题 opens /promotion/topic-{id}. ' +
          'States: with introduction, long name and introduction (clamped to three lines). The list page shows the empty state.',
      },
    },
  },
  args: { topic: topicFixture },
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '进入专题' })).toHaveAttribute('href', '/promotion/topic-41');
  },
};
export const LongName: Story = { args: { topic: topicLongNameFixture } };

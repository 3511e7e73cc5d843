import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { articlesFixture, noticesFixture } from '../../fixtures';
import { NoticeBoard } from './NoticeBoard';

const meta = preview.meta({
  component: NoticeBoard,
  decorators: [withRouter({ width: 300 })],
  args: { notices: noticesFixture, articles: articlesFixture },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: noticesFixture[0].title })).toHaveAttribute('href', '/cms/notice-11');
  },
});

export const Empty = meta.story({
  args: { notices: [], articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('暂无数据')).toHaveLength(2);
  },
});

import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { articlesFixture, noticesFixture } from '../../fixtures';
import { NoticeBoard } from './NoticeBoard';

const meta = preview.meta({
  title: 'content/NoticeBoard',
  component: NoticeBoard,
  decorators: [withRouter({ width: 300 })],
  parameters: docs(
    'The home page block of site notices (网站公告) and articles (文章资讯). Props: `notices` and ' +
      '`articles`, each a list of {id, title, createTime (unix seconds)}. Titles are cut to one line; ' +
      'entries link to /cms/notice-{id} and /cms/article-{id}, 更多 to the lists. States: full, empty.',
  ),
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

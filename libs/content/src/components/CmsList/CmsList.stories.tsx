import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { articlesFixture, noticesFixture } from '../../fixtures';
import { CmsList } from './CmsList';

const meta = preview.meta({
  component: CmsList,
  decorators: [withRouter({ width: 900 })],
  args: {
    entries: noticesFixture.map((n, i) => ({ ...n, isTop: i === 0 })),
    hrefFor: (id: number) => `/cms/notice-${id}`,
    page: 1,
    pageCount: 3,
    pageHref: (p: number) => `/cms/notice?page=${p}`,
    label: '网站公告',
  },
});

export const Notices = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('置顶')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '第2页' })).toHaveAttribute('href', '/cms/notice?page=2');
  },
});

export const Articles = meta.story({
  args: {
    entries: articlesFixture.map((a) => ({ ...a, cover: '', summary: '记者走进湘西大山，记录一片茶叶的脱贫故事。' })),
    hrefFor: (id: number) => `/cms/article-${id}`,
    pageCount: 1,
    label: '文章资讯',
  },
});

export const Empty = meta.story({ args: { entries: [] } });

import { useState } from 'react';
import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { evaluationsFixture } from '../../fixtures';
import { EvaluationList, type EvaluationTab } from './EvaluationList';

const meta = preview.meta({
  component: EvaluationList,
  args: {
    list: evaluationsFixture.list,
    counts: evaluationsFixture.counts,
    page: 1,
    pageCount: 2,
    tab: 'all' as const,
    onTabChange: fn(),
    onPageChange: fn(),
  },
});

export const WithEvaluations = meta.story({
  render: function Render(args) {
    const [tab, setTab] = useState<EvaluationTab>('all');
    return (
      <EvaluationList
        {...args}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '全部（48）' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('感谢您的支持，欢迎再次光临！')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '有图（6）' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('images');
  },
});

export const Loading = meta.story({ args: { list: null, counts: null } });

export const NoEvaluations = meta.story({
  args: { list: [], counts: { total: 0, good: 0, medium: 0, bad: 0, withImages: 0 }, pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无评价')).toBeInTheDocument();
  },
});

export const LoadError = meta.story({ args: { error: '评价加载失败' } });

import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = preview.meta({
  component: Spinner,
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
});

export const WithLabel = meta.story({ args: { showLabel: true, size: 'sm' } });

export const Sizes = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" tone="brand" />
      <Spinner size="lg" label="正在加载商品列表" showLabel />
    </div>
  ),
});

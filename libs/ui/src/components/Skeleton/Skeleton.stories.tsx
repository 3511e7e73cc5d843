import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = preview.meta({
  component: Skeleton,
});

export const Text = meta.story({ args: { lines: 3 } });

export const GoodsCardLoading = meta.story({
  render: () => (
    <div style={{ width: 220, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Skeleton shape="rect" width="220px" height="220px" />
      <Skeleton lines={2} />
      <Skeleton width="40%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
});

export const Avatar = meta.story({ args: { shape: 'circle', width: '48px' } });

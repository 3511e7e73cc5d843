import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { Closed } from './Closed';

const meta = preview.meta({
  component: Closed,
  args: { siteTitle: '消费帮扶商城', hotline: '400-600-8832' },
});

export const WithHotline = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/400-600-8832/)).toBeInTheDocument();
  },
});
export const WithoutHotline = meta.story({ args: { hotline: '' } });

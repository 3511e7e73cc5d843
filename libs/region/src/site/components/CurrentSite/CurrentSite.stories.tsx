import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { CurrentSite } from './CurrentSite';

const meta = preview.meta({
  component: CurrentSite,
  decorators: [withRouter()],
  args: { title: '湘西州分站' },
});

export const BranchSite = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('back-national')).toHaveAttribute('href', '/?back_index=1');
  },
});
export const National = meta.story({
  args: { title: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('back-national')).toBeNull();
  },
});
export const LongName = meta.story({ args: { title: '湘西土家族苗族自治州保靖县特色农产品分站' } });

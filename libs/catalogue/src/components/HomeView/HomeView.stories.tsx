import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeFixture, placeholderImage } from '../../fixtures';
import { HomeView } from './HomeView';

const meta = preview.meta({
  title: 'storefront/pages/HomeView',
  component: HomeView,
  decorators: [withRouter({ width: 1200 })],
  args: { data: homeFixture },
});

export const Full = meta.story();
export const NoFloors = meta.story({
  args: { data: { ...homeFixture, floors: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('暂无数据').length).toBeGreaterThan(0);
  },
});
export const WithFloatLayer = meta.story({
  args: {
    data: {
      ...homeFixture,
      floatLayer: {
        show: true,
        title: '年货节',
        image: placeholderImage('年货节 满99减20', 0, 400, 500),
        url: '/promotion/special',
        number: 1,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The float layer is its own chunk: it appears once loaded (a cold dev server transforms it first).
    await userEvent.click(await canvas.findByRole('button', { name: '关闭浮层' }, { timeout: 10_000 }));
    await waitFor(() => expect(canvas.queryByTestId('float-layer')).toBeNull());
  },
});
export const CarouselDisabled = meta.story({
  args: { data: { ...homeFixture, adv: homeFixture.adv && { ...homeFixture.adv, enabled: false } } },
});

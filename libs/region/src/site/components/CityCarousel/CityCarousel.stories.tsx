import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { carouselFixture } from '../../fixtures';
import { CityCarousel } from './CityCarousel';

const meta = preview.meta({
  component: CityCarousel,
  decorators: [withRouter()],
  args: { items: carouselFixture, onEnter: fn() },
});

export const AtStart = meta.story({
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '上一组' })).toBeDisabled();
    await userEvent.click(c.getByRole('tab', { name: '赣州市分站' }));
    await userEvent.click(c.getByTestId('enter-branch'));
    await expect(args.onEnter).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
});
export const Middle = meta.story({ args: { defaultStart: 3, defaultActiveId: 4 } });
export const AtEnd = meta.story({
  args: { defaultStart: 6, defaultActiveId: 11 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一组' })).toBeDisabled();
  },
});

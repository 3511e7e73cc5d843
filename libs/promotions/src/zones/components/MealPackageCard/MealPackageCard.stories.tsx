import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mealPackageFixture } from '../../fixtures';
import { MealPackageCard } from './MealPackageCard';

const meta = preview.meta({
  component: MealPackageCard,
  decorators: [withRouter()],
  args: { pkg: mealPackageFixture, onAddToCart: fn() },
});

export const Normal = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('立省 ¥24.70')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '整套加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(mealPackageFixture);
  },
});

export const Adding = meta.story({ args: { adding: true } });

export const LongNames = meta.story({
  args: { pkg: { ...mealPackageFixture, title: '六人单位食堂大份量荤素搭配营养均衡团购套餐', people: 6 } },
});

import preview from '@mall/ui/storybook/preview';
import { expect, within } from 'storybook/test';
import { manjianFixture } from '../../fixtures';
import { ManjianInfo } from './ManjianInfo';

const meta = preview.meta({
  component: ManjianInfo,
  args: { manjian: manjianFixture },
});

export const ShopWide = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('满99减10')).toBeInTheDocument();
    await expect(canvas.getByText(/本店全场商品参与/)).toBeInTheDocument();
  },
});

export const ListedGoods = meta.story({ args: { manjian: { ...manjianFixture, type: 1, rules: manjianFixture.rules.slice(0, 1) } } });

export const None = meta.story({ args: { manjian: null } });

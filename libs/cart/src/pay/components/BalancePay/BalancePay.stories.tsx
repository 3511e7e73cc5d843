import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { BalancePay } from './BalancePay';

const meta = preview.meta({
  component: BalancePay,
  args: { balance: 128800, amount: 34790 },
});

export const Enough = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('balance-after')).toHaveTextContent('940.10');
  }),
});
export const Insufficient = meta.story({
  args: { balance: 10000 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('还差 247.90 元');
  }),
});
export const ExactlyEnough = meta.story({ args: { balance: 34790 } });

import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { vouchersFixture } from '../../fixtures';
import { VoucherCards } from './VoucherCards';

const meta = preview.meta({
  component: VoucherCards,
  args: { vouchers: vouchersFixture, onActivate: fn() },
});

export const Mixed = meta.story({
  play: playOn(async (c, { args }) => {
    await c.press('激活 冬季暖心消费券');
    await expect(args.onActivate).toHaveBeenCalledWith(11);
  }),
});
export const Activating = meta.story({ args: { activatingId: 11 } });
export const Empty = meta.story({ args: { vouchers: [] } });

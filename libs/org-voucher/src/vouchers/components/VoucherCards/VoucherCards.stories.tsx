import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { vouchersFixture } from '../../fixtures';
import { VoucherCards } from './VoucherCards';

const meta = preview.meta({
  title: 'org-voucher/vouchers/VoucherCards',
  component: VoucherCards,
  args: { vouchers: vouchersFixture, onActivate: fn() },
  parameters: docs(
    '会员的消费券（/member/myCoupon）。props：vouchers 消费券（面值、余额、发放单位、有效期、状态：待激活 / 可使用 / 已使用 / 已过期），onActivate 激活待激活的券，activatingId 正在激活的券。状态：各状态混合、空、激活中、超长中文名称。',
  ),
});

export const Mixed = meta.story({
  play: playOn(async (c, { args }) => {
    await c.press('激活 冬季暖心消费券');
    await expect(args.onActivate).toHaveBeenCalledWith(11);
  }),
});
export const Activating = meta.story({ args: { activatingId: 11 } });
export const Empty = meta.story({ args: { vouchers: [] } });

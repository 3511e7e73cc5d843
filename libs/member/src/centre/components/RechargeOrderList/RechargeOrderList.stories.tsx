import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { rechargeOrdersFixture } from '../../fixtures';
import { RechargeOrderList } from './RechargeOrderList';

const meta = preview.meta({
  component: RechargeOrderList,
  decorators: [withRouter()],
  args: {
    orders: rechargeOrdersFixture,
    payHref: (id: number) => `/member/recharge_order?id=${id}`,
    detailHref: (id: number) => `/member/recharge_detail?id=${id}`,
  },
});

export const Orders = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByRole('link', { name: /去支付/ })).toHaveLength(1);
    await canvas.linksTo('去支付 CZ20250312103000001', '/member/recharge_order?id=71');
  }),
});
export const Empty = meta.story({ args: { orders: [] } });

import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { orderCountsFixture, overviewFixture } from '../../fixtures';
import { MemberOverview } from './MemberOverview';

const meta = preview.meta({
  component: MemberOverview,
  decorators: [withRouter()],
  args: { data: overviewFixture, orderCounts: orderCountsFixture },
});

export const Typical = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('member-nickname')).toHaveTextContent('帮扶体验官');
    await expect(canvas.getByTestId('order-count-waitPay')).toHaveTextContent('0');
  }),
});

export const LongNameWithOrders = meta.story({
  args: {
    data: {
      ...overviewFixture,
      memberDetail: {
        ...overviewFixture.memberDetail,
        nickname: '新疆和田县布扎克乡核桃合作社采购员阿依古丽',
      },
    },
    orderCounts: { waitPay: 2, waitSend: 1, waitConfirm: 3, waitRate: 12, refunding: 1 },
  },
});

export const OrderCountsFailed = meta.story({ args: { orderCounts: null } });

export const NoFootprint = meta.story({
  args: { data: { ...overviewFixture, footprint: { count: 0, list: [] } } },
});

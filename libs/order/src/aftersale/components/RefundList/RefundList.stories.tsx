import preview from '@mall/ui/storybook/preview';
import { docs, playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { refundsFixture } from '../../fixtures';
import { RefundList } from './RefundList';

const meta = preview.meta({
  title: 'member/aftersale/RefundList',
  component: RefundList,
  decorators: [withRouter()],
  parameters: docs(
    'The 退款/售后 list of /member/activist. Props: `refunds` (refunds(status).list: goods image and name, ' +
      'order and refund numbers, amount, type, status, applied time) and `detailHref(refundId)`. The status ' +
      'is coloured: 退款中 waiting, 已退款 green, 已拒绝 red, 已撤销 grey. States: mixed statuses with a long ' +
      'name, empty.',
  ),
  args: { refunds: refundsFixture, detailHref: (id: number) => `/member/refund_detail?refund_id=${id}` },
});

export const Mixed = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await canvas.linksTo('查看详情：湘西腊肉 500g 农家柴火烟熏', '/member/refund_detail?refund_id=12');
    await canvas.shows('已拒绝');
  }),
});
export const Empty = meta.story({ args: { refunds: [] } });

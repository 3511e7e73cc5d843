import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { refundsFixture } from '../../fixtures';
import { RefundList } from './RefundList';

const meta = preview.meta({
  component: RefundList,
  decorators: [withRouter()],
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

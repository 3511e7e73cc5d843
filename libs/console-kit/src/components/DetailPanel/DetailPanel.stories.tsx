import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@mall/ui';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DetailPanel } from './DetailPanel';

const meta = preview.meta({
  component: DetailPanel,
  args: {
    title: '转账凭证 PAY202611270001',
    status: <StatusBadge label="待审核" tone="warning" />,
    children: <p>会员 demo · 金额 ¥128.00 · 订单 2 个</p>,
    actions: (
      <>
        <Button variant="secondary">拒绝</Button>
        <Button>通过</Button>
      </>
    ),
    onClose: fn(),
  },
});

export const Pending = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭详情' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});
export const Decided = meta.story({ args: { status: <StatusBadge label="已通过" tone="success" />, actions: undefined } });
export const LongTitle = meta.story({ args: { title: '湘西土家族苗族自治州乡村振兴局机关工会 2026 年第四季度消费券发票申请' } });

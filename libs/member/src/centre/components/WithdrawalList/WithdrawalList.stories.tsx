import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { withdrawalsFixture } from '../../fixtures';
import { WithdrawalList } from './WithdrawalList';

const meta = preview.meta({
  component: WithdrawalList,
  decorators: [withRouter()],
  args: { withdrawals: withdrawalsFixture, detailHref: (id: number) => `/member/withdrawal_detail?id=${id}` },
});

export const Mixed = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByText('已拒绝')).toHaveAttribute('data-tone', 'refused');
    await canvas.linksTo('详情 W20250401100000000003', '/member/withdrawal_detail?id=3');
  }),
});
export const Empty = meta.story({ args: { withdrawals: [] } });
export const Loading = meta.story({ args: { loading: true } });
export const LoadError = meta.story({ args: { error: '加载失败，请重试' } });

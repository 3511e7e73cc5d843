import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { longNameAccountFixture, offlineAccountFixture } from '../../fixtures';
import { OfflineAccountInfo } from './OfflineAccountInfo';

const meta = preview.meta({
  component: OfflineAccountInfo,
  args: { account: offlineAccountFixture, amount: 34790 },
});

export const Normal = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getByTestId('offline-account-no')).toHaveTextContent('6228 4801 2345 6789 012');
  }),
});
export const WithoutAmount = meta.story({ args: { amount: undefined } });
export const LongNames = meta.story({ args: { account: longNameAccountFixture } });

import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { accountRecordsFixture } from '../../fixtures';
import { AccountRecords } from './AccountRecords';

const meta = preview.meta({
  component: AccountRecords,
  args: {
    caption: '账户记录',
    records: accountRecordsFixture,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onSourceChange: fn(),
  },
});

export const Balance = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.shows('+500.00');
    await canvas.choose('记录类型', '提现');
    await expect(args.onSourceChange).toHaveBeenCalledWith('WITHDRAW');
  }),
});
export const Empty = meta.story({ args: { records: [], pageCount: 0 } });
export const Loading = meta.story({ args: { loading: true } });
export const LoadError = meta.story({ args: { error: '加载失败，请重试' } });

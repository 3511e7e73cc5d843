import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { accountRecordsFixture } from '../../fixtures';
import { AccountRecords } from './AccountRecords';

const meta = preview.meta({
  title: 'member/centre/AccountRecords',
  component: AccountRecords,
  parameters: docs(
    'Balance or point movements (/member/account, /member/my_point). Props: `records`, `page`, `pageCount`, ' +
      '`onPageChange`, `source` + `onSourceChange` (a 记录类型 filter; omit to hide), `sources`, `caption`, ' +
      '`emptyText`, `loading`, `error`. Amounts are signed: income green, spending red. States: balance ' +
      'records with filter and pages, empty, loading, error.',
  ),
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

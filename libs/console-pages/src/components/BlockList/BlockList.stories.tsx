import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editorBlocksFixture } from '../../fixtures';
import { BlockList } from './BlockList';

const meta = preview.meta({
  component: BlockList,
  args: { blocks: editorBlocksFixture, selectedKey: 'f2', problems: { f4: '优惠券：请填写优惠券名称' }, onSelect: fn(), onMove: fn(), onRemove: fn() },
});

/** Four blocks, the second chosen, the last one not filled in yet. */
export const Blocks = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('优惠券：请填写优惠券名称')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^3\. 商品列表/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('f3');
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 个组件 轮播图' }));
    await expect(args.onRemove).toHaveBeenCalledWith('f1');
  },
});

/** Moving the first block down one place from the keyboard: Space lifts, ArrowDown moves, Space drops. */
export const KeyboardMove = meta.story({
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: /拖动排序：第 1 个组件 轮播图/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledWith(0, 1);
  },
});

/** A page without blocks yet. */
export const Empty = meta.story({ args: { blocks: [], selectedKey: null, problems: {} } });

/** Long Chinese texts stay on one line each. */
export const LongNames = meta.story({
  args: {
    blocks: [{ key: 'l1', value: { type: 'notice', text: '关于湘西土家族苗族自治州十八洞村猕猴桃、腊肉等消费帮扶特产春节前集中发货及售后服务安排的公告，请各位会员留意发货时间', link: '' } }],
    selectedKey: 'l1',
    problems: {},
  },
});

import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoriesFixture, editorBlocksFixture, knownFixture, previewFixture, searchPickerItemsFixture } from '../../fixtures';
import { MicroPageEditor } from './MicroPageEditor';

const meta = preview.meta({
  component: MicroPageEditor,
  decorators: [withRouter()],
  args: {
    initialTitle: '春节年货节',
    initialBlocks: editorBlocksFixture,
    state: 'changed' as const,
    url: '/promotion/pcdiy?id=3',
    categories: categoriesFixture,
    goods: { known: knownFixture, search: searchPickerItemsFixture, onPicked: fn() },
    preview: previewFixture,
    onPreview: fn(),
    onSave: fn(),
    onPublish: fn(),
    onWithdraw: fn(),
  },
});

/** A published page with newer changes: saving is refused while the coupon strip is unfinished, and the first such block opens. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('diy-preview')).getAllByTestId('goods-card')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(canvas.getByText(/^第 4 个组件（优惠券）/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 4 个组件 优惠券' }));
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(args.onPublish).toHaveBeenCalledWith(expect.objectContaining({ title: '春节年货节' }));
  },
});

/** A new page: no blocks, adding one opens its settings. */
export const NewPage = meta.story({
  args: { initialTitle: '', initialBlocks: [], state: undefined, url: undefined, preview: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加公告' }));
    await expect(canvas.getByRole('region', { name: '组件设置' })).toHaveTextContent('公告');
  },
});

/** Saving, and the preview being built. */
export const Loading = meta.story({ args: { busy: true, previewLoading: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '参数错误：blocks.2：第 3 个组件的类型「liveStream」前台无法显示，请删除或换成已有组件' } });

/** A long Chinese page name. */
export const LongNames = meta.story({ args: { initialTitle: '湘西土家族苗族自治州十八洞村消费帮扶年货节特产专场（腊肉、猕猴桃、黄金茶）', state: 'draft' } });

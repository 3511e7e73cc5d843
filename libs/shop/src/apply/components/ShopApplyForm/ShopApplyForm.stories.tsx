import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { applyCategoriesFixture, tagLevelsFixture } from '../../fixtures';
import { ShopApplyForm } from './ShopApplyForm';

const meta = preview.meta({
  component: ShopApplyForm,
  args: {
    categories: applyCategoriesFixture,
    tagLevels: tagLevelsFixture,
    maxCategories: 5,
    onUpload: fn(async () => '/upload/order/7_0123456789abcdef.jpg'),
    onSubmit: fn(),
  },
});

/** Empty: sending at once names every missing field and sends nothing. */
export const Empty = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('提交申请');
    await expect(await canvas.findByText('请填写企业 / 合作社名称')).toBeInTheDocument();
    await expect(canvas.getByText('手机号格式不正确')).toBeInTheDocument();
    await expect(canvas.getByText('请上传营业执照')).toBeInTheDocument();
    await expect(canvas.getByText('请至少选择一个经营类目')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});
export const Submitting = meta.story({ args: { submitting: true } });
export const RefusedByServer = meta.story({ args: { error: '您已有一份开店申请在审核中，请等待平台处理' } });
export const NoCategories = meta.story({ args: { categories: [] } });

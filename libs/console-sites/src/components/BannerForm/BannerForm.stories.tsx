import preview from '@mall/ui/storybook/preview';
import { refusesSave } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bannerFixture } from '../../fixtures';
import { BannerForm } from './BannerForm';

const meta = preview.meta({ component: BannerForm, args: { initial: bannerFixture, onSave: fn(), onCancel: fn() } });

/** Editing a banner: a link to another site is refused, a site path is saved. */
export const Editing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByLabelText('链接（站内路径，可留空）');
    await userEvent.clear(url);
    await userEvent.type(url, '//evil.example');
    await userEvent.click(canvas.getByRole('button', { name: '保存轮播图' }));
    await expect(canvas.getByText('链接只能是站内路径（以 / 开头）')).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, '/promotion/redarea');
    await userEvent.click(canvas.getByRole('button', { name: '保存轮播图' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ url: '/promotion/redarea', bannerId: 7 }));
  },
});

/** A new banner: title and a picture of the mall's uploads are required. */
export const Empty = meta.story({
  args: { initial: { siteId: 3, title: '', image: '', url: '', sort: 0 } },
  play: refusesSave('保存轮播图', '请填写轮播图标题'),
});

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save (another site's banner). */
export const Error = meta.story({ args: { error: '轮播图不存在' } });

/** A long Chinese title. */
export const LongNames = meta.story({ args: { initial: { ...bannerFixture, title: '保靖黄金茶明前特级春茶上新 吕洞山茶园直供 限时包邮' } } });

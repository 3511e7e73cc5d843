import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImage } from '@mall/catalogue/fixtures';
import { ShopInfoForm } from './ShopInfoForm';

/** Inline pictures (no network in stories). */
const avatar = placeholderImage('井冈农品', 120);
const banner = placeholderImage('井冈山 蜜柚 笋干 茶叶', 200);

const info = {
  siteId: 1,
  siteName: '井冈山红色农品旗舰店',
  shortname: '井冈农品',
  avatar,
  banner,
  introduction: '井冈山脚下的农民专业合作社，蜜柚、笋干、高山云雾茶产地直发。',
  telephone: '0796-6551234',
};

const meta = preview.meta({ component: ShopInfoForm, args: { initial: info, onSave: fn(), upload: fn(async () => placeholderImage('新头像', 140)) } });

/** The shop's info as saved (pictures come from /upload/, so none here): a new short name is sent, trimmed. */
export const Default = meta.story({
  args: { initial: { ...info, avatar: '', banner: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('店铺简称'));
    await userEvent.type(canvas.getByLabelText('店铺简称'), ' 井冈红 ');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ siteName: '井冈山红色农品旗舰店', shortname: '井冈红', telephone: '0796-6551234' }));
  },
});

/** A new shop: no pictures, no introduction; an empty name and a bad hotline are refused under their fields. */
export const Empty = meta.story({
  args: { initial: { siteId: 9, siteName: '', shortname: '', avatar: '', banner: '', introduction: '', telephone: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('客服电话'), '电话');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写店铺名称')).toBeVisible();
    await expect(canvas.getByText(/客服电话只能是/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** With an avatar and a banner: each shows as a thumbnail with 删除. */
export const WithPictures = meta.story();

/** Saving: the button waits. */
export const Saving = meta.story({ args: { busy: true } });

/** Saved: the notice says the shop page shows it. */
export const Saved = meta.story({ args: { saved: true } });

/** mall-api refused the name (another shop has it). */
export const Refused = meta.story({ args: { error: '店铺名称「赣南脐橙合作社」已被其他店铺使用' } });

/** A long Chinese name and introduction wrap inside the form. */
export const LongNames = meta.story({
  args: {
    initial: {
      ...info,
      siteName: '湘西土家族苗族自治州花垣县十八洞村农民专业合作社',
      introduction: '十八洞村位于湘西土家族苗族自治州花垣县双龙镇，'.repeat(8),
    },
  },
});

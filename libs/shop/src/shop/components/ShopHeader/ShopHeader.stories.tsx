import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImage } from '@mall/catalogue/fixtures';
import { shopFixture } from '../../fixtures';
import { ShopHeader } from './ShopHeader';

const meta = preview.meta({
  component: ShopHeader,
  args: { shop: shopFixture, onToggleFollow: fn() },
});

export const NotFollowed = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关注店铺' }));
    await expect(args.onToggleFollow).toHaveBeenCalled();
  },
});
export const Followed = meta.story({ args: { shop: { ...shopFixture, followed: true } } });
export const Pending = meta.story({ args: { pending: true } });
export const LongName = meta.story({ args: { shop: { ...shopFixture, name: '湘西土家族苗族自治州保靖县吕洞山镇黄金村黄金茶叶种植加工农民专业合作社联合社' } } });
/** The 店主 set a banner and an introduction in the console: the banner above, the introduction below. */
export const WithBannerAndIntroduction = meta.story({
  args: {
    shop: {
      ...shopFixture,
      banner: placeholderImage('保靖黄金茶 · 一两黄金一两茶', 40, 1200, 200),
      introduction: '湘西保靖县葫芦镇黄金村的茶农合作社，明前黄金茶一芽一叶手工采摘，产地直发。',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/明前黄金茶一芽一叶/)).toBeVisible();
  },
});
/** The 店主 set a hotline in 店铺信息: shown after the goods count as a tel: link. */
export const WithHotline = meta.story({
  args: { shop: { ...shopFixture, telephone: '0743-7722832' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '客服热线 0743-7722832' })).toHaveAttribute('href', 'tel:07437722832');
  },
});

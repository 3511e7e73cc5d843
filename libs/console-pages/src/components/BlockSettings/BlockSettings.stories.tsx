import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoriesFixture, filledBlocks, knownFixture, searchPickerItemsFixture } from '../../fixtures';
import { newBlock } from '../../lib/blocks';
import { BlockSettings } from './BlockSettings';

const meta = preview.meta({
  component: BlockSettings,
  args: {
    value: filledBlocks.banner!,
    onChange: fn(),
    categories: categoriesFixture,
    goods: { known: knownFixture, search: searchPickerItemsFixture, onPicked: fn() },
  },
});

/** 轮播图: images with link and caption; editing a link hands the whole block over. */
export const Banner = meta.story({
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByLabelText(/^链接/);
    await userEvent.type(links[0]!, 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'banner', images: expect.arrayContaining([expect.objectContaining({ link: '/promotion/specialx' })]) }));
  },
});
/** 图片导航: images per row and the images. */
export const ImageNavigation = meta.story({ args: { value: filledBlocks.imageAds! } });
/** 商品列表 chosen by hand, with the goods search's results: picking one adds its sku to the block. */
export const GoodsByHand = meta.story({
  args: { value: { ...filledBlocks.goodsList!, skuIds: [101, 104] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: /选择 井冈山蜜柚/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /选择 赣南脐橙/ }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ skuIds: [101, 104, 102] }));
  },
});
/** 商品列表 by category: the category, order, count and the 832 filter. */
export const GoodsByCategory = meta.story({
  args: { value: filledBlocks.goodsRule! },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('排序'), 'price_asc');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rule: expect.objectContaining({ sort: 'price_asc', categoryId: 11 }) }));
  },
});
/** 优惠券: up to 8 coupons and where a click goes. */
export const Coupons = meta.story({ args: { value: filledBlocks.coupons! } });
/** 富文本: HTML, cleaned by the house sanitizer when saved. */
export const RichText = meta.story({ args: { value: filledBlocks.richText! } });
/** 公告: one line and its link. */
export const Notice = meta.story({ args: { value: filledBlocks.notice! } });
/** 辅助空白: small, medium or large. */
export const Blank = meta.story({ args: { value: filledBlocks.blank! } });
/** 标题: text, subtitle and a "more" link. */
export const Title = meta.story({ args: { value: filledBlocks.title! } });
/** A new block not filled in: the storefront schema's complaint at the top. */
export const Error = meta.story({ args: { value: newBlock('notice'), problem: '请填写文字' } });
/** A block the storefront cannot show (saved by something else): nothing to edit, delete it. */
export const UnknownBlock = meta.story({ args: { value: { type: 'liveStream' } as never } });
/** Long Chinese text. */
export const LongNames = meta.story({ args: { value: { type: 'notice', text: '关于湘西土家族苗族自治州十八洞村猕猴桃、腊肉等消费帮扶特产春节前集中发货及售后服务安排的公告，请各位会员留意发货时间并提前下单', link: '/cms/notice' } } });

import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConsoleFloorFieldsFragment, PickerGoods } from '@mall/console-kit';
import { FloorEditor } from './FloorEditor';

const goods: PickerGoods[] = [
  { skuId: 101, goodsId: 11, name: '井冈山蜜柚 2个装 清甜多汁', image: '/upload/goods/1_1.svg', price: 3990, shopName: '井冈农品旗舰店', isOnShelf: true },
  { skuId: 102, goodsId: 12, name: '赣南脐橙 5斤装 产地直发', image: '/upload/goods/2_1.svg', price: 4580, shopName: '赣南果业合作社', isOnShelf: true },
  { skuId: 103, goodsId: 13, name: '五常大米 稻花香 10斤', image: '/upload/goods/3_1.svg', price: 6900, shopName: '五常农场', isOnShelf: true },
];
const known = Object.fromEntries(goods.map((g) => [g.skuId, g]));
// Paths as mall-api stores them (the contract's rule accepts no other); Storybook serves no uploads.
const link = (url: string) => ({ url, link: '/list?category_id=1&level=1' });

const style1: ConsoleFloorFieldsFragment = {
  id: 1,
  style: 1,
  title: '生鲜水果',
  isShow: true,
  sort: 1,
  goodsCount: 2,
  leftImage: link('/upload/floor/1_left.png'),
  bottomImage: link('/upload/floor/1_bottom.png'),
  images: [],
  skuIds: [101, 102],
  categoryIds: [],
  brandIds: [],
};
const style3: ConsoleFloorFieldsFragment = {
  ...style1,
  id: 3,
  style: 3,
  title: '茶叶冲饮',
  leftImage: { url: '', link: '' },
  bottomImage: { url: '', link: '' },
  images: [link('/upload/floor/3_1.png'), link('/upload/floor/3_2.png')],
  categoryIds: [11],
  brandIds: [2, 5],
};
const categories = [
  { value: '1', label: '生鲜水果' },
  { value: '11', label: '　柑橘橙柚' },
  { value: '2', label: '茶叶冲饮' },
  { value: '21', label: '　绿茶' },
];

const meta = preview.meta({
  component: FloorEditor,
  args: {
    floor: style1,
    categories,
    known,
    search: async () => goods,
    onPicked: fn(),
    onSave: fn(),
    onCancel: fn(),
    upload: fn(async () => '/upload/content/1_0123456789abcdef.png'),
  },
});

/** Style 1: renaming and saving sends the left and bottom pictures with the goods in their order. */
export const Style1 = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('楼层标题');
    await userEvent.clear(title);
    await userEvent.type(title, '当季鲜果');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, title: '当季鲜果', skuIds: [101, 102], leftImage: style1.leftImage, bottomImage: style1.bottomImage }),
    );
  },
});

/** Style 3: row pictures and category links; the brands stay as they were. */
export const Style3 = meta.story({
  args: { floor: style3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '绿茶' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ categoryIds: [11, 21], brandIds: [2, 5], images: style3.images }));
  },
});

/** Every goods removed: the contract's rule refuses the save and nothing is sent. */
export const NoGoods = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['井冈山蜜柚 2个装 清甜多汁', '赣南脐橙 5斤装 产地直发']) await userEvent.click(canvas.getByRole('button', { name: new RegExp(name) }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请至少选择 1 件商品')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** Search results to add from: a floor's chosen goods are not offered again. */
export const Searching = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('button', { name: /选择 五常大米/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /选择 井冈山蜜柚/ })).toBeDisabled();
  },
});

/** mall-api refused the save (an off-shelf goods). */
export const Refused = meta.story({ args: { error: '商品「湘西土家腊肉」已下架，不能放上首页楼层' } });

/** While the save is sent. */
export const Busy = meta.story({ args: { busy: true } });

/** Long Chinese names. */
export const LongNames = meta.story({
  args: { floor: { ...style3, title: '湘西土家族苗族自治州脱贫地区特产精选楼层' }, categories: [...categories, { value: '99', label: '湘西土家族苗族自治州保靖县黄金茶与古丈毛尖合作社专区' }] },
});

import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freshZoneFixture, searchGoodsFixture, zoneGoodsFixture } from '../../fixtures';
import { ZoneForm } from './ZoneForm';

const meta = preview.meta({
  component: ZoneForm,
  args: { texts: freshZoneFixture, tabKind: 'category', goods: zoneGoodsFixture, search: searchGoodsFixture, onSaveTexts: fn(), onSaveGoods: fn() },
});

/** The fresh hall: its notice is saved, then a goods is moved to another tab and the list is saved. */
export const FreshHall = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存专区信息' }));
    await expect(args.onSaveTexts).toHaveBeenCalledWith(expect.objectContaining({ code: 'fresh' }));
    const tab = canvas.getByLabelText('分类标签 2');
    await userEvent.clear(tab);
    await userEvent.type(tab, '当季水果');
    await userEvent.click(canvas.getByRole('button', { name: '保存专区商品' }));
    await expect(args.onSaveGoods).toHaveBeenCalledWith([expect.objectContaining({ skuId: 101 }), expect.objectContaining({ skuId: 102, tab: '当季水果' })]);
  },
});

/** A region zone: a goods without its province is refused before saving. */
export const RegionZone = meta.story({
  args: { tabKind: 'region', texts: { ...freshZoneFixture, code: 'redarea', title: '红色专区' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存专区商品' }));
    await expect(canvas.getByText('按地区分类的专区，每件商品须填写省份')).toBeVisible();
    await expect(args.onSaveGoods).not.toHaveBeenCalled();
  },
});

/** No goods yet. */
export const Empty = meta.story({ args: { goods: [] } });

/** While saving. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the save. */
export const Error = meta.story({ args: { error: '商品规格 999999 不存在' } });

/** Long Chinese names. */
export const LongNames = meta.story({ args: { goods: [{ skuId: 104, skuName: '湘西土家腊肉 烟熏五花 1000克 农家柴火慢熏六个月 年货礼盒装 湘西土家族苗族自治州保靖县特产', tab: '腊味熏肉', province: '湖南' }] } });

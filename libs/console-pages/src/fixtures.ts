// Story and test data of the micro-page editor (not exported from the lib's index).
import type { GoodsCardData } from '@mall/catalogue';
import type { PickerGoods } from '@mall/console-kit';
import type { PickerCategoryItem } from './lib/picker';
import { newBlock, type BlockValue, type EditorBlock } from './lib/blocks';

export const pickerItemsFixture: PickerGoods[] = [
  { skuId: 101, goodsId: 11, name: '井冈山蜜柚 2个装 清甜多汁', image: '/upload/goods/1_1.svg', price: 3990, shopName: '井冈农品旗舰店', isOnShelf: true },
  { skuId: 102, goodsId: 12, name: '赣南脐橙 5斤装 产地直发', image: '/upload/goods/2_1.svg', price: 4580, shopName: '赣南果业合作社', isOnShelf: true },
  { skuId: 104, goodsId: 14, name: '湘西土家腊肉 烟熏五花 1000克 农家柴火慢熏六个月 年货礼盒装 湘西土家族苗族自治州保靖县特产', image: '/upload/goods/4_1.svg', price: 9900, shopName: '湘西十八洞村土家腊肉农民专业合作社', isOnShelf: false },
];
export const knownFixture: Record<number, PickerGoods> = Object.fromEntries(pickerItemsFixture.map((p) => [p.skuId, p]));
/** The goods search of the stories: every fixture goods whose name holds the keyword. */
export const searchPickerItemsFixture = async (keyword: string): Promise<PickerGoods[]> => pickerItemsFixture.filter((p) => p.name.includes(keyword));

export const categoriesFixture: PickerCategoryItem[] = [
  { categoryId: 1, categoryName: '生鲜水果', level: 1, pid: 0 },
  { categoryId: 11, categoryName: '柑橘橙柚', level: 2, pid: 1 },
  { categoryId: 2, categoryName: '粮油副食', level: 1, pid: 0 },
  { categoryId: 21, categoryName: '腊味熏肉', level: 2, pid: 2 },
];

export const previewGoodsFixture: GoodsCardData[] = [
  { skuId: 101, skuName: '井冈山蜜柚 2个装 清甜多汁', skuImage: '/upload/goods/1_1.svg', price: 4990, discountPrice: 3990, tagType: 1, tagLevel: 4 },
  { skuId: 102, skuName: '赣南脐橙 5斤装 产地直发', skuImage: '/upload/goods/2_1.svg', price: 5900, discountPrice: 4580, tagType: 1, tagLevel: 3 },
];

/** One filled-in block of every kind the palette adds. */
export const filledBlocks: Record<string, BlockValue> = {
  banner: { type: 'banner', images: [{ image: '/upload/diy/1.svg', link: '/promotion/special', title: '年货节 脱贫地区好物' }, { image: '/upload/diy/2.svg', link: '/promotion/localtube', title: '家乡味道' }] },
  imageAds: { type: 'imageAds', columns: 2, images: [{ image: '/upload/diy/3.svg', link: '/promotion/redarea', title: '红色专区' }, { image: '/upload/diy/4.svg', link: '/promotion/eastwest', title: '东西部协作' }] },
  goodsList: { type: 'goodsList', title: '人气年货', source: 'pick', skuIds: [101, 102, 104], rule: { sort: 'sales', limit: 8 } },
  goodsRule: { type: 'goodsList', title: '当季水果', source: 'rule', skuIds: [], rule: { categoryId: 11, sort: 'newest', limit: 8, tagType: 1 } },
  coupons: { type: 'coupons', items: [{ title: '年货满减券', amount: 1000, condition: '满99可用' }, { title: '生鲜专享券', amount: 2000, condition: '满199可用' }], link: '/coupon' },
  richText: { type: 'richText', html: '<h3>活动说明</h3><p>本次年货节商品均来自脱贫地区，<strong>每一单都是帮扶</strong>。</p>' },
  notice: { type: 'notice', text: '年货节期间全场包邮（偏远地区除外），1 月 20 日前下单春节前送达。', link: '/cms/notice' },
  blank: { type: 'blank', size: 'lg' },
  title: { type: 'title', text: '领券再减', subtitle: '满额立减，先领后买', link: '' },
};

export const editorBlocksFixture: EditorBlock[] = [
  { key: 'f1', value: filledBlocks.banner! },
  { key: 'f2', value: filledBlocks.notice! },
  { key: 'f3', value: filledBlocks.goodsList! },
  { key: 'f4', value: newBlock('coupons') },
];

export const previewFixture = {
  blocksJson: JSON.stringify([filledBlocks.banner, filledBlocks.notice, { ...filledBlocks.goodsList, skuIds: [101, 102] }]),
  goods: previewGoodsFixture,
  skipped: [{ index: 3, type: 'coupons' }],
};

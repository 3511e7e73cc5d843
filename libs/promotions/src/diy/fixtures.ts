// Story and test data of the micro page slice (not exported from the lib's index).
import type { DiyComponent } from './lib/readComponents';
import { zoneGoodsFixture } from '../zones/fixtures';

export const diyGoodsFixture = zoneGoodsFixture;

export const diyComponentsFixture: DiyComponent[] = [
  {
    type: 'banner',
    images: [
      { image: '/upload/diy/1.svg', link: '/promotion/special', title: '年货节 脱贫地区好物' },
      { image: '/upload/diy/2.svg', link: '/promotion/localtube', title: '家乡味道 产地直发' },
    ],
  },
  { type: 'notice', text: '年货节期间全场包邮（偏远地区除外），1 月 20 日前下单春节前送达。', link: '/cms/notice' },
  { type: 'title', text: '领券再减', subtitle: '满额立减，先领后买', link: '' },
  {
    type: 'coupons',
    items: [
      { title: '年货满减券', amount: '10', condition: '满99可用' },
      { title: '生鲜专享券', amount: '20', condition: '满199可用' },
    ],
    link: '/coupon',
  },
  { type: 'title', text: '人气年货', subtitle: '销量最高的帮扶好物', link: '/promotion/special' },
  { type: 'goodsList', title: '人气年货', source: 'pick', skuIds: [101, 102, 103, 104] },
  { type: 'blank', size: 'md' },
  {
    type: 'imageAds',
    columns: 2,
    images: [
      { image: '/upload/diy/3.svg', link: '/promotion/redarea', title: '红色专区' },
      { image: '/upload/diy/4.svg', link: '/promotion/eastwest', title: '东西部协作' },
    ],
  },
  { type: 'richText', html: '<h3>活动说明</h3><p>本次年货节商品均来自脱贫地区，<strong>每一单都是帮扶</strong>。</p>' },
  { type: 'link', kind: 'zone', target: 'redarea', title: '逛红色专区', subtitle: '更多老区特产', image: '/upload/diy/5.svg' },
  { type: 'link', kind: 'shop', target: 4, title: '井冈农品旗舰店', subtitle: '井冈山绿色农产品专业合作社' },
];

/** One component of each type, by type, for the per-component stories. */
export const diyByType = <T extends DiyComponent['type']>(type: T) => diyComponentsFixture.filter((c) => c.type === type);

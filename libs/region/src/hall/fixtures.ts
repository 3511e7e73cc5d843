// Fixture data of the hall slice's stories and tests (never exported from the lib's index).
import type { RegionCategory } from './lib';
import type { RegionHallData } from './components/RegionHallList/RegionHallList';
import { sitesFixture } from '../site/fixtures';

export const hallSite = { id: 1, title: '湘西州分站', shortName: '湘西馆', welcome: '神秘湘西，土家苗寨好物直供' };

export const regionTreeFixture: RegionCategory[] = [
  {
    id: 1,
    name: '茶叶冲饮',
    level: 1,
    children: [
      { id: 11, name: '绿茶', level: 2, children: [{ id: 111, name: '保靖黄金茶', level: 3 }, { id: 112, name: '古丈毛尖', level: 3 }] },
      { id: 12, name: '红茶', level: 2, children: [{ id: 121, name: '湘西红茶', level: 3 }] },
    ],
  },
  { id: 2, name: '腊味干货', level: 1, children: [{ id: 21, name: '腊肉', level: 2, children: [{ id: 211, name: '土家烟熏腊肉', level: 3 }] }] },
  { id: 3, name: '新鲜水果', level: 1, children: [{ id: 31, name: '柑橘', level: 2, children: [{ id: 311, name: '椪柑', level: 3 }] }] },
];

export const hallsFixture: RegionHallData[] = sitesFixture.map((site, i) => ({ site, shopNum: 3 - (i % 3), goodsNum: 40 - i * 3 }));

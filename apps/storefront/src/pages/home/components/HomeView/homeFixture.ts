import type { HomePageQuery } from '@mall/gateway-client';
import { catalogueFixtures } from '@mall/catalogue';
import { articlesFixture, noticesFixture } from '@mall/content';

const { placeholderImage, floorStyle1Fixture, floorStyle3Fixture } = catalogueFixtures;

const goods = (list: typeof catalogueFixtures.goodsFixtures) =>
  list.map((g) => ({
    ...g,
    goodsId: g.skuId,
    goodsName: g.goodsName ?? g.skuName,
    recommendWay: g.recommendWay ?? 0,
    tagType: g.tagType ?? 0,
    tagLevel: g.tagLevel ?? 0,
    siteId: 1,
  }));

/** A full home page answer (HomePage query) for stories and tests. */
export const homeFixture: HomePageQuery = {
  adv: {
    id: 2,
    enabled: true,
    background: '',
    advs: [
      { id: 21, title: '湘西黄金茶 春茶上市', image: placeholderImage('湘西黄金茶 春茶上市', 110, 900, 400), url: '/sku-1002', background: '#e8f5e9' },
      { id: 22, title: '赣南脐橙 产地直发', image: placeholderImage('赣南脐橙 产地直发', 30, 900, 400), url: '/list?keyword=脐橙', background: '#fff3e0' },
    ],
  },
  floors: [
    { __typename: 'FloorStyle1', ...floorStyle1Fixture, goods: goods(floorStyle1Fixture.goods) },
    { __typename: 'FloorStyle3', ...floorStyle3Fixture, goods: goods(floorStyle3Fixture.goods) },
  ],
  noticeAndArticle: { notices: noticesFixture, articles: articlesFixture },
  floatLayer: { show: false, title: '', image: '', url: '', number: 0 },
};

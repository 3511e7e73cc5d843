// Fixture data of the site slice's stories and tests (never exported from the lib's index).
import type { SiteData } from './lib/sites';
import type { CarouselSite } from './components/CityCarousel/CityCarousel';
import type { BranchGoods } from './components/BranchHome/BranchHome';

export const sitesFixture: SiteData[] = [
  { id: 1, title: '湘西州分站', logo: '/upload/website/1.svg', websiteType: 1, provinceName: '湖南省', initial: 'X', parentId: 0 },
  { id: 3, title: '保靖县分站', logo: '/upload/website/3.svg', websiteType: 2, provinceName: '湖南省', initial: 'B', parentId: 1 },
  { id: 5, title: '龙山县分站', logo: '/upload/website/5.svg', websiteType: 2, provinceName: '湖南省', initial: 'L', parentId: 1 },
  { id: 2, title: '赣州市分站', logo: '/upload/website/2.svg', websiteType: 1, provinceName: '江西省', initial: 'G', parentId: 0 },
  { id: 6, title: '寻乌县分站', logo: '/upload/website/6.svg', websiteType: 2, provinceName: '江西省', initial: 'X', parentId: 2 },
  { id: 7, title: '于都县分站', logo: '/upload/website/7.svg', websiteType: 2, provinceName: '江西省', initial: 'Y', parentId: 2 },
  { id: 4, title: '恩施州分站', logo: '/upload/website/4.svg', websiteType: 1, provinceName: '湖北省', initial: 'E', parentId: 0 },
  { id: 8, title: '恩施市分站', logo: '/upload/website/8.svg', websiteType: 2, provinceName: '湖北省', initial: 'E', parentId: 4 },
  { id: 9, title: '利川市分站', logo: '/upload/website/9.svg', websiteType: 2, provinceName: '湖北省', initial: 'L', parentId: 4 },
];

const NAMES = ['保靖黄金茶 明前特级 250g', '湘西土家腊肉 农家柴火烟熏 500g', '赣南脐橙 当季现摘 5kg 礼盒', '恩施玉露 富硒绿茶 100g', '龙山百合 干货 250g', '寻乌蜜桔 产地直发 3kg'];
export const goodsFixture: BranchGoods[] = NAMES.map((name, i) => ({
  skuId: 100 + i,
  goodsName: name,
  skuName: name,
  skuImage: `/upload/goods/${i + 1}_1.svg`,
  price: (59 + i * 10) * 100,
  discountPrice: (49 + i * 10) * 100,
  recommendWay: (i % 3) + 1,
  tagType: i % 2,
  tagLevel: i % 2 ? 4 : 0,
}));

export const bannersFixture = [1, 2, 3].map((i) => ({ id: i, title: `湘西馆·${['产地直供', '新品上市', '消费帮扶'][i - 1]}`, image: `/upload/website/1_banner_${i}.svg`, url: '/region-1' }));

export const carouselFixture: CarouselSite[] = [
  ...sitesFixture,
  { id: 10, title: '花垣县分站', logo: '', websiteType: 2, provinceName: '湖南省', initial: 'H', parentId: 1 },
  { id: 11, title: '湘西土家族苗族自治州永顺县特色农产品分站', logo: '', websiteType: 2, provinceName: '湖南省', initial: 'Y', parentId: 1 },
].map((site, i) => ({ site, goods: goodsFixture.slice(i % 3, (i % 3) + 4) }));

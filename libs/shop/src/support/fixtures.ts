// Fixture data of the support slice's stories and tests (never exported from the lib's index).
import type { SupportUnitData } from './types';

export const unitsFixture: SupportUnitData[] = [
  { id: 1, name: '国家乡村振兴局定点帮扶工作组', logo: '/upload/support/1.svg', introduction: '定点帮扶湘西州保靖县、龙山县，组织机关食堂与工会采购脱贫地区农产品。', goodsNum: 4 },
  { id: 2, name: '中国农业发展银行帮扶办公室', logo: '/upload/support/2.svg', introduction: '以金融支持带动产业帮扶，帮助赣南脐橙合作社扩大种植与冷链仓储。', goodsNum: 5 },
  { id: 6, name: '中南大学湘雅医院工会委员会', logo: '/upload/support/6.svg', introduction: '以工会福利采购带动消费帮扶，优先选购湘西、怀化等地的有机茶叶、稻米和山货。', goodsNum: 5 },
];

// Realistic board data for stories and tests (never exported from src/index.ts).
import type { BoardData } from './components/RankingBoard/RankingBoard';

const provinces = [
  { id: 430000, name: '湖南省', level: 1 },
  { id: 530000, name: '云南省', level: 1 },
  { id: 510000, name: '四川省', level: 1 },
  { id: 520000, name: '贵州省', level: 1 },
  { id: 450000, name: '广西壮族自治区', level: 1 },
];

export const areaFixture: BoardData = {
  level: 1,
  areaId: 0,
  number: 1286,
  total: 386241055,
  list: [
    { rank: 1, id: 430000, name: '湖南省', money: 128634050 },
    { rank: 2, id: 530000, name: '云南省', money: 96812000 },
    { rank: 3, id: 510000, name: '四川省', money: 71245535 },
    { rank: 4, id: 520000, name: '贵州省', money: 50398070 },
    { rank: 5, id: 450000, name: '广西壮族自治区', money: 38151400 },
  ],
  addressList: provinces,
  orgTypeList: [],
};

export const cityFixture: BoardData = {
  level: 2,
  areaId: 430000,
  number: 402,
  total: 128634050,
  list: [
    { rank: 1, id: 430100, name: '长沙市', money: 61230000 },
    { rank: 2, id: 433100, name: '湘西土家族苗族自治州', money: 31802050 },
    { rank: 3, id: 430600, name: '岳阳市', money: 35602000 },
  ],
  addressList: [...provinces, { id: 430100, name: '长沙市', level: 2 }, { id: 433100, name: '湘西土家族苗族自治州', level: 2 }, { id: 430600, name: '岳阳市', level: 2 }],
  orgTypeList: [],
};

const orgTypeList = [
  { type: 1, name: '党政机关' },
  { type: 2, name: '事业单位' },
  { type: 3, name: '国有企业' },
  { type: 4, name: '民营企业' },
];

export const companyFixture: BoardData = {
  level: 1,
  areaId: 0,
  number: 318,
  total: 90512000,
  list: [
    { rank: 1, id: 12, name: '湖南省农业农村厅机关工会委员会', money: 40231000 },
    { rank: 2, id: 7, name: '长沙市第一中学', money: 21088000 },
    { rank: 3, id: 31, name: '湘潭钢铁集团有限公司', money: 16893000 },
  ],
  addressList: [],
  orgTypeList,
};

export const longNamesFixture: BoardData = {
  ...companyFixture,
  list: [
    { rank: 1, id: 41, name: '云南省普洱市思茅区农业农村局机关工会委员会乡村振兴消费帮扶工作专班', money: 120331000 },
    { rank: 2, id: 42, name: '中国铁路昆明局集团有限公司昆明车务段职工之家暨工会委员会', money: 88002000 },
    { rank: 3, id: 43, name: '湘西土家族苗族自治州人民政府办公室机关事务服务中心', money: 5600000 },
  ],
};

export const voucherFixture: BoardData = {
  ...companyFixture,
  number: 46,
  total: 165000000,
  list: [
    { rank: 1, id: 7, name: '长沙市第一中学', money: 80000000 },
    { rank: 2, id: 12, name: '湖南省农业农村厅机关工会委员会', money: 50000000 },
    { rank: 3, id: 31, name: '湘潭钢铁集团有限公司', money: 35000000 },
  ],
};

export const shopFixture: BoardData = {
  level: 1,
  areaId: 0,
  number: 1286,
  total: 386241055,
  list: [
    { rank: 1, id: 3, name: '湘西腊味旗舰店', money: 96012000 },
    { rank: 2, id: 1, name: '普洱茶山直营店', money: 70230040 },
    { rank: 3, id: 5, name: '赣南脐橙果园', money: 41120000 },
  ],
  addressList: [],
  orgTypeList: [],
};

export const emptyFixture: BoardData = { level: 1, areaId: 0, number: 0, total: 0, list: [], addressList: provinces, orgTypeList: [] };

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
  total: '3862410.55',
  list: [
    { rank: 1, id: 430000, name: '湖南省', money: '1286340.50' },
    { rank: 2, id: 530000, name: '云南省', money: '968120.00' },
    { rank: 3, id: 510000, name: '四川省', money: '712455.35' },
    { rank: 4, id: 520000, name: '贵州省', money: '503980.70' },
    { rank: 5, id: 450000, name: '广西壮族自治区', money: '381514.00' },
  ],
  addressList: provinces,
  orgTypeList: [],
};

export const cityFixture: BoardData = {
  level: 2,
  areaId: 430000,
  number: 402,
  total: '1286340.50',
  list: [
    { rank: 1, id: 430100, name: '长沙市', money: '612300.00' },
    { rank: 2, id: 433100, name: '湘西土家族苗族自治州', money: '318020.50' },
    { rank: 3, id: 430600, name: '岳阳市', money: '356020.00' },
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
  total: '905120.00',
  list: [
    { rank: 1, id: 12, name: '湖南省农业农村厅机关工会委员会', money: '402310.00' },
    { rank: 2, id: 7, name: '长沙市第一中学', money: '210880.00' },
    { rank: 3, id: 31, name: '湘潭钢铁集团有限公司', money: '168930.00' },
  ],
  addressList: [],
  orgTypeList,
};

export const longNamesFixture: BoardData = {
  ...companyFixture,
  list: [
    { rank: 1, id: 41, name: '云南省普洱市思茅区农业农村局机关工会委员会乡村振兴消费帮扶工作专班', money: '1203310.00' },
    { rank: 2, id: 42, name: '中国铁路昆明局集团有限公司昆明车务段职工之家暨工会委员会', money: '880020.00' },
    { rank: 3, id: 43, name: '湘西土家族苗族自治州人民政府办公室机关事务服务中心', money: '56000.00' },
  ],
};

export const voucherFixture: BoardData = {
  ...companyFixture,
  number: 46,
  total: '1650000.00',
  list: [
    { rank: 1, id: 7, name: '长沙市第一中学', money: '800000.00' },
    { rank: 2, id: 12, name: '湖南省农业农村厅机关工会委员会', money: '500000.00' },
    { rank: 3, id: 31, name: '湘潭钢铁集团有限公司', money: '350000.00' },
  ],
};

export const shopFixture: BoardData = {
  level: 1,
  areaId: 0,
  number: 1286,
  total: '3862410.55',
  list: [
    { rank: 1, id: 3, name: '湘西腊味旗舰店', money: '960120.00' },
    { rank: 2, id: 1, name: '普洱茶山直营店', money: '702300.40' },
    { rank: 3, id: 5, name: '赣南脐橙果园', money: '411200.00' },
  ],
  addressList: [],
  orgTypeList: [],
};

export const emptyFixture: BoardData = { level: 1, areaId: 0, number: 0, total: '0.00', list: [], addressList: provinces, orgTypeList: [] };

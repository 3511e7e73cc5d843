// Realistic board data for stories and tests (never exported from src/index.ts).
import type { BoardData } from './components/RankingBoard/RankingBoard';

/** Board rows ranked in the order given (1 first). */
const ranked = (...rows: [id: number, name: string, money: number][]): BoardData['list'] =>
  rows.map(([id, name, money], i) => ({ rank: i + 1, id, name, money }));

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
  list: ranked(
    [430000, '湖南省', 128634050],
    [530000, '云南省', 96812000],
    [510000, '四川省', 71245535],
    [520000, '贵州省', 50398070],
    [450000, '广西壮族自治区', 38151400],
  ),
  addressList: provinces,
  orgTypeList: [],
};

export const cityFixture: BoardData = {
  level: 2,
  areaId: 430000,
  number: 402,
  total: 128634050,
  list: ranked(
    [430100, '长沙市', 61230000],
    [433100, '湘西土家族苗族自治州', 31802050],
    [430600, '岳阳市', 35602000],
  ),
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
  list: ranked(
    [12, '湖南省农业农村厅机关工会委员会', 40231000],
    [7, '长沙市第一中学', 21088000],
    [31, '湘潭钢铁集团有限公司', 16893000],
  ),
  addressList: [],
  orgTypeList,
};

export const longNamesFixture: BoardData = {
  ...companyFixture,
  list: ranked(
    [41, '云南省普洱市思茅区农业农村局机关工会委员会乡村振兴消费帮扶工作专班', 120331000],
    [42, '中国铁路昆明局集团有限公司昆明车务段职工之家暨工会委员会', 88002000],
    [43, '湘西土家族苗族自治州人民政府办公室机关事务服务中心', 5600000],
  ),
};

export const voucherFixture: BoardData = {
  ...companyFixture,
  number: 46,
  total: 165000000,
  list: ranked(
    [7, '长沙市第一中学', 80000000],
    [12, '湖南省农业农村厅机关工会委员会', 50000000],
    [31, '湘潭钢铁集团有限公司', 35000000],
  ),
};

export const shopFixture: BoardData = {
  level: 1,
  areaId: 0,
  number: 1286,
  total: 386241055,
  list: ranked(
    [3, '湘西腊味旗舰店', 96012000],
    [1, '普洱茶山直营店', 70230040],
    [5, '赣南脐橙果园', 41120000],
  ),
  addressList: [],
  orgTypeList: [],
};

export const emptyFixture: BoardData = { level: 1, areaId: 0, number: 0, total: 0, list: [], addressList: provinces, orgTypeList: [] };

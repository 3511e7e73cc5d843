// The seed as plain data: deterministic (fixed PRNG seed), no database and no file system here,
// so tests can compare two runs and the image writer can regenerate files without the database.
import type { FloorValue } from './schema';
import { createRng } from './prng';

export const SEED_VERSION = 1;
const SEED = 20251121;
/** Every seeded time is an offset from this fixed instant, so reruns match. */
const BASE_TIME = Date.UTC(2025, 0, 1, 2, 0, 0);
const hours = (h: number) => new Date(BASE_TIME + h * 3600_000);
const DAY_MS = 86_400_000;
/**
 * The day of seeding (midnight UTC): what a shopper reads as recent (notices, articles, the
 * copyright's last year) is dated from it, so the seed is the same all day and looks current.
 */
const seedDay = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** `days` before the day of seeding, at `hour` o'clock China time. */
const daysAgo = (days: number, hour = 10) => new Date(seedDay() - days * DAY_MS + (hour - 8) * 3_600_000);

export interface ImageSpec {
  /** Path under <DATA_DIR>/upload, without extension, e.g. "goods/12_1". */
  name: string;
  width: number;
  height: number;
  background: string;
  title: string;
  subtitle?: string;
}
export const img = (name: string) => `/upload/${name}.svg`;

const PALETTE = ['#e8542e', '#f29c1f', '#4caf50', '#2e7d32', '#00897b', '#1e88e5', '#8e24aa', '#c62828', '#6d4c41', '#ef6c00'];

type Leaf = { name: string; unit: string; price: [number, number]; specs: string[]; products: [string, string][] };
type Level2 = { name: string; leaves: Leaf[] };
type Level1 = { name: string; color: string; children: Level2[] };

const W = (n: number) => `${n}斤装`;
const CATEGORY_TREE: Level1[] = [
  {
    name: '生鲜水果',
    color: '#e8542e',
    children: [
      {
        name: '热带水果',
        leaves: [
          { name: '芒果', unit: '斤', price: [39, 99], specs: [W(3), W(5), '礼盒装'], products: [['广西百色芒果', '广西'], ['海南三亚贵妃芒', '海南'], ['云南华坪芒果', '云南']] },
          { name: '菠萝', unit: '斤', price: [29, 69], specs: [W(5), W(10)], products: [['广东徐闻菠萝', '广东'], ['海南金钻凤梨', '海南']] },
          { name: '火龙果', unit: '斤', price: [35, 79], specs: [W(5), '精品礼盒装'], products: [['广西红心火龙果', '广西'], ['贵州罗甸火龙果', '贵州']] },
        ],
      },
      {
        name: '柑橘橙柚',
        leaves: [
          { name: '脐橙', unit: '斤', price: [39, 89], specs: [W(5), W(10), '礼盒装'], products: [['赣南脐橙', '江西'], ['江西寻乌脐橙', '江西'], ['湖北秭归脐橙', '湖北']] },
          { name: '沃柑', unit: '斤', price: [29, 69], specs: [W(5), W(9)], products: [['广西武鸣沃柑', '广西'], ['云南沃柑', '云南']] },
          { name: '蜜柚', unit: '个', price: [25, 59], specs: ['2个装', '4个装'], products: [['福建平和琯溪蜜柚', '福建'], ['江西井冈蜜柚', '江西']] },
        ],
      },
      {
        name: '苹果梨桃',
        leaves: [
          { name: '苹果', unit: '斤', price: [39, 99], specs: [W(5), W(10), '礼盒装'], products: [['陕西洛川苹果', '陕西'], ['甘肃静宁苹果', '甘肃'], ['新疆阿克苏冰糖心苹果', '新疆']] },
          { name: '香梨', unit: '斤', price: [35, 79], specs: [W(5), W(8)], products: [['新疆库尔勒香梨', '新疆']] },
          { name: '猕猴桃', unit: '斤', price: [45, 109], specs: ['24枚装', '36枚装'], products: [['四川蒲江猕猴桃', '四川'], ['陕西周至猕猴桃', '陕西']] },
        ],
      },
    ],
  },
  {
    name: '粮油米面',
    color: '#f29c1f',
    children: [
      {
        name: '大米',
        leaves: [
          { name: '五常大米', unit: 'kg', price: [59, 159], specs: ['5kg装', '10kg装', '礼盒装'], products: [['黑龙江五常稻花香大米', '黑龙江'], ['五常有机大米', '黑龙江']] },
          { name: '富硒米', unit: 'kg', price: [49, 129], specs: ['5kg装', '10kg装'], products: [['恩施富硒大米', '湖北'], ['江西万年贡米', '江西']] },
          { name: '香米', unit: 'kg', price: [39, 99], specs: ['5kg装', '10kg装'], products: [['湘西古丈香米', '湖南'], ['广西百色香米', '广西']] },
        ],
      },
      {
        name: '食用油',
        leaves: [
          { name: '茶油', unit: 'L', price: [128, 398], specs: ['1L装', '2.5L装', '礼盒装'], products: [['江西赣南山茶油', '江西'], ['湘西野生山茶油', '湖南']] },
          { name: '菜籽油', unit: 'L', price: [59, 139], specs: ['5L装'], products: [['四川小榨菜籽油', '四川'], ['贵州毕节菜籽油', '贵州']] },
          { name: '胡麻油', unit: 'L', price: [69, 159], specs: ['2.5L装', '5L装'], products: [['宁夏固原胡麻油', '宁夏'], ['甘肃定西胡麻油', '甘肃']] },
        ],
      },
      {
        name: '杂粮面食',
        leaves: [
          { name: '小米', unit: '斤', price: [29, 69], specs: [W(2), W(5)], products: [['山西沁州黄小米', '山西'], ['内蒙古赤峰小米', '内蒙古']] },
          { name: '荞麦面', unit: '斤', price: [25, 59], specs: [W(2), W(5)], products: [['甘肃定西荞麦面', '甘肃'], ['内蒙古莜面', '内蒙古']] },
          { name: '米粉', unit: '袋', price: [19, 49], specs: ['5袋装', '10袋装'], products: [['广西柳州螺蛳粉', '广西'], ['江西南昌米粉', '江西']] },
        ],
      },
    ],
  },
  {
    name: '茶叶冲饮',
    color: '#2e7d32',
    children: [
      {
        name: '绿茶',
        leaves: [
          { name: '黄金茶', unit: 'g', price: [98, 398], specs: ['250g罐装', '500g礼盒装'], products: [['湘西保靖黄金茶', '湖南']] },
          { name: '硒茶', unit: 'g', price: [88, 328], specs: ['250g装', '500g礼盒装'], products: [['恩施硒茶', '湖北'], ['恩施玉露', '湖北']] },
          { name: '毛尖', unit: 'g', price: [79, 299], specs: ['250g装', '500g装'], products: [['贵州都匀毛尖', '贵州'], ['河南信阳毛尖', '河南']] },
        ],
      },
      {
        name: '黑茶普洱',
        leaves: [
          { name: '普洱茶', unit: 'g', price: [88, 599], specs: ['357g饼', '礼盒装'], products: [['云南普洱熟茶', '云南'], ['云南勐海普洱生茶', '云南']] },
          { name: '安化黑茶', unit: 'g', price: [98, 399], specs: ['1kg茯砖', '礼盒装'], products: [['湖南安化黑茶', '湖南']] },
        ],
      },
      {
        name: '花草茶饮',
        leaves: [
          { name: '菊花茶', unit: 'g', price: [29, 89], specs: ['100g罐装', '250g装'], products: [['湖北麻城福白菊', '湖北'], ['安徽黄山贡菊', '安徽']] },
          { name: '沙棘汁', unit: '瓶', price: [49, 129], specs: ['6瓶装', '12瓶装'], products: [['山西吕梁沙棘汁', '山西'], ['内蒙古沙棘原浆', '内蒙古']] },
        ],
      },
    ],
  },
  {
    name: '地方特产',
    color: '#c62828',
    children: [
      {
        name: '干果坚果',
        leaves: [
          { name: '红枣', unit: '斤', price: [39, 99], specs: [W(2), W(5), '礼盒装'], products: [['新疆和田大枣', '新疆'], ['新疆若羌灰枣', '新疆']] },
          { name: '枸杞', unit: 'g', price: [49, 159], specs: ['250g装', '500g装', '礼盒装'], products: [['宁夏中宁枸杞', '宁夏'], ['宁夏黑枸杞', '宁夏']] },
          { name: '核桃', unit: '斤', price: [39, 99], specs: [W(2), W(5)], products: [['新疆阿克苏纸皮核桃', '新疆'], ['云南漾濞核桃', '云南']] },
        ],
      },
      {
        name: '腊味熏肉',
        leaves: [
          { name: '腊肉', unit: '斤', price: [68, 168], specs: [W(2), '礼盒装'], products: [['湘西土家腊肉', '湖南'], ['贵州遵义腊肉', '贵州']] },
          { name: '香肠', unit: '斤', price: [49, 119], specs: [W(1), W(2)], products: [['四川麻辣香肠', '四川'], ['湘西烟熏香肠', '湖南']] },
        ],
      },
      {
        name: '糕点小吃',
        leaves: [
          { name: '鲜花饼', unit: '枚', price: [39, 89], specs: ['10枚装', '20枚礼盒装'], products: [['云南玫瑰鲜花饼', '云南']] },
          { name: '酱菜', unit: '瓶', price: [19, 59], specs: ['3瓶装', '6瓶装'], products: [['湘西酸辣椒', '湖南'], ['贵州老坛酸菜', '贵州']] },
        ],
      },
    ],
  },
  {
    name: '肉禽蛋品',
    color: '#8e24aa',
    children: [
      {
        name: '牛羊猪肉',
        leaves: [
          { name: '滩羊肉', unit: '斤', price: [128, 398], specs: [W(3), W(5)], products: [['宁夏盐池滩羊肉', '宁夏']] },
          { name: '牛肉', unit: '斤', price: [118, 328], specs: [W(2), W(5)], products: [['内蒙古科尔沁牛肉', '内蒙古'], ['西藏牦牛肉干', '西藏']] },
          { name: '黑猪肉', unit: '斤', price: [88, 228], specs: [W(3), W(5)], products: [['湘西土家黑猪肉', '湖南'], ['贵州可乐黑猪肉', '贵州']] },
        ],
      },
      {
        name: '禽肉蛋类',
        leaves: [
          { name: '土鸡', unit: '只', price: [98, 198], specs: ['1只装', '2只装'], products: [['江西宁都黄鸡', '江西'], ['贵州林下土鸡', '贵州']] },
          { name: '土鸡蛋', unit: '枚', price: [39, 89], specs: ['30枚装', '60枚装'], products: [['大别山土鸡蛋', '河南'], ['湘西林下土鸡蛋', '湖南']] },
        ],
      },
    ],
  },
  {
    name: '水产海鲜',
    color: '#1e88e5',
    children: [
      {
        name: '淡水鱼虾',
        leaves: [
          { name: '小龙虾', unit: '斤', price: [89, 199], specs: [W(3), W(5)], products: [['湖北潜江小龙虾', '湖北']] },
          { name: '淡水鱼', unit: '条', price: [59, 159], specs: ['2条装', '4条装'], products: [['江西鄱阳湖鳜鱼', '江西'], ['湖北洪湖莲藕鱼', '湖北']] },
        ],
      },
      {
        name: '海产干货',
        leaves: [
          { name: '海带紫菜', unit: 'g', price: [29, 79], specs: ['500g装', '1kg装'], products: [['福建霞浦紫菜', '福建'], ['福建连江海带', '福建']] },
          { name: '虾干', unit: 'g', price: [69, 199], specs: ['250g装', '500g礼盒装'], products: [['广东湛江虾干', '广东']] },
        ],
      },
    ],
  },
  {
    name: '蔬菜菌菇',
    color: '#4caf50',
    children: [
      {
        name: '菌菇干货',
        leaves: [
          { name: '香菇', unit: 'g', price: [39, 99], specs: ['500g装', '1kg装'], products: [['湖北随州花菇', '湖北'], ['河南西峡香菇', '河南']] },
          { name: '木耳', unit: 'g', price: [39, 109], specs: ['250g装', '500g装'], products: [['吉林黄松甸黑木耳', '吉林'], ['黑龙江东宁黑木耳', '黑龙江']] },
          { name: '松茸', unit: 'g', price: [168, 598], specs: ['100g装', '礼盒装'], products: [['云南香格里拉松茸', '云南'], ['西藏林芝松茸', '西藏']] },
        ],
      },
      {
        name: '时令蔬菜',
        leaves: [
          { name: '山药', unit: '斤', price: [39, 89], specs: [W(5), W(10)], products: [['河南焦作铁棍山药', '河南']] },
          { name: '竹笋', unit: 'g', price: [29, 79], specs: ['500g装', '1kg装'], products: [['湖南湘西冬笋', '湖南'], ['福建闽北笋干', '福建']] },
          { name: '马铃薯', unit: '斤', price: [19, 49], specs: [W(5), W(10)], products: [['甘肃定西马铃薯', '甘肃'], ['内蒙古乌兰察布土豆', '内蒙古']] },
        ],
      },
    ],
  },
  {
    name: '滋补酒饮',
    color: '#6d4c41',
    children: [
      {
        name: '蜂蜜滋补',
        leaves: [
          { name: '蜂蜜', unit: 'g', price: [49, 139], specs: ['500g装', '1kg装'], products: [['秦岭土蜂蜜', '陕西'], ['新疆黑蜂蜂蜜', '新疆']] },
          { name: '天麻三七', unit: 'g', price: [99, 399], specs: ['250g装', '500g礼盒装'], products: [['贵州大方天麻', '贵州'], ['云南文山三七', '云南']] },
        ],
      },
      {
        name: '地方酒水',
        leaves: [
          { name: '米酒', unit: '瓶', price: [39, 99], specs: ['2瓶装', '6瓶装'], products: [['湖北孝感米酒', '湖北'], ['贵州苗家米酒', '贵州']] },
          { name: '青稞酒', unit: '瓶', price: [69, 199], specs: ['2瓶装', '礼盒装'], products: [['西藏青稞酒', '西藏'], ['青海互助青稞酒', '青海']] },
        ],
      },
    ],
  },
  {
    name: '手工非遗',
    color: '#00897b',
    children: [
      {
        name: '民族手工',
        leaves: [
          { name: '苗绣', unit: '件', price: [99, 599], specs: ['单件', '礼盒装'], products: [['贵州黔东南苗绣挂画', '贵州'], ['湘西土家织锦', '湖南']] },
          { name: '竹编', unit: '件', price: [59, 299], specs: ['小号', '大号'], products: [['四川青神竹编果篮', '四川'], ['福建建瓯竹编茶盘', '福建']] },
        ],
      },
    ],
  },
];

/**
 * The shops, one or more per province a product comes from: a goods is sold by a shop of its own
 * province, and where a province has several, by the one whose `kinds` (level-1 categories) hold it,
 * else by one without `kinds` (a general co-operative of the place).
 */
const SHOPS: { name: string; short: string; province: string; city: string; kinds?: string[] }[] = [
  { name: '湘西保靖黄金茶农民专业合作社', short: '保靖黄金茶', province: '湖南', city: '湘西州保靖县', kinds: ['茶叶冲饮', '粮油米面', '蔬菜菌菇', '生鲜水果'] },
  { name: '湘西土家腊味农民专业合作社', short: '土家腊味', province: '湖南', city: '湘西州龙山县' },
  { name: '赣南寻乌脐橙种植专业合作社', short: '寻乌脐橙', province: '江西', city: '赣州市寻乌县', kinds: ['生鲜水果'] },
  { name: '井冈山绿色农产品专业合作社', short: '井冈农品', province: '江西', city: '吉安市井冈山市' },
  { name: '五常市稻花香水稻种植合作社', short: '五常稻花香', province: '黑龙江', city: '哈尔滨市五常市' },
  { name: '普洱市茶农联合专业合作社', short: '普洱茶农', province: '云南', city: '普洱市思茅区', kinds: ['茶叶冲饮'] },
  { name: '香格里拉高原特产专业合作社', short: '高原特产', province: '云南', city: '迪庆州香格里拉市' },
  { name: '宁夏中宁枸杞产业合作社', short: '中宁枸杞', province: '宁夏', city: '中卫市中宁县' },
  { name: '和田大枣林果专业合作社', short: '和田林果', province: '新疆', city: '和田地区墨玉县' },
  { name: '恩施硒茶产业农民专业合作社', short: '恩施硒茶', province: '湖北', city: '恩施州恩施市', kinds: ['茶叶冲饮', '粮油米面', '蔬菜菌菇'] },
  { name: '潜江虾稻共作专业合作社', short: '潜江虾稻', province: '湖北', city: '潜江市' },
  { name: '百色芒果种植农民专业合作社', short: '百色芒果', province: '广西', city: '百色市田阳区' },
  { name: '黔东南苗岭山货专业合作社', short: '苗岭山货', province: '贵州', city: '黔东南州雷山县' },
  { name: '定西马铃薯杂粮专业合作社', short: '定西杂粮', province: '甘肃', city: '定西市安定区' },
  { name: '洛川苹果产销专业合作社', short: '洛川苹果', province: '陕西', city: '延安市洛川县' },
  { name: '科尔沁草原牧业专业合作社', short: '科尔沁牧业', province: '内蒙古', city: '通辽市科尔沁区' },
  { name: '大别山农家特产专业合作社', short: '大别山农品', province: '河南', city: '信阳市新县' },
  { name: '蒲江猕猴桃种植专业合作社', short: '蒲江果园', province: '四川', city: '成都市蒲江县' },
  { name: '闽北山珍农民专业合作社', short: '闽北山珍', province: '福建', city: '南平市建瓯市' },
  { name: '林芝高原农牧专业合作社', short: '林芝农牧', province: '西藏', city: '林芝市米林市' },
  { name: '琼中热带水果种植专业合作社', short: '琼中果园', province: '海南', city: '琼中黎族苗族自治县' },
  { name: '徐闻菠萝产业专业合作社', short: '徐闻菠萝', province: '广东', city: '湛江市徐闻县' },
  { name: '沁县沁州黄小米专业合作社', short: '沁州黄', province: '山西', city: '长治市沁县' },
  { name: '互助青稞酒产业专业合作社', short: '互助青稞', province: '青海', city: '海东市互助土族自治县' },
  { name: '黄山贡菊茶业专业合作社', short: '黄山贡菊', province: '安徽', city: '黄山市歙县' },
  { name: '蛟河黄松甸黑木耳专业合作社', short: '黄松甸木耳', province: '吉林', city: '吉林市蛟河市' },
];
/** The first 20 shops drew their telephone numbers from the PRNG; the later ones are derived, so the goods' draws stay as they were. */
const DRAWN_TELEPHONES = 20;

const BRANDS = [
  '湘西印象', '赣南果业', '五常稻香', '七彩云南', '宁夏红', '和田玉枣', '恩施硒源', '潜江虾皇', '百色红', '苗岭山珍',
  '陇上农夫', '洛川红', '草原鲜', '大别山人家', '蒲江绿', '闽北山人', '雪域林芝', '秦岭蜂农', '井冈红', '沁州黄',
  '黔货出山', '832优选',
];

const GRADES = ['特级', '一级', '当季新货', '精品', '家庭装', '优选', '头茬', '高山'];
const ADJECTIVES = ['当季新鲜现摘', '产地直发', '农家自产', '原生态种植', '扶贫助农', '精选优品', '新货上市', '脱贫县特产', '地理标志产品', '合作社直供'];

export interface SeedData {
  siteConfig: { key: string; value: unknown; updateTime: Date }[];
  advPositions: { apId: number; apName: string; keyword: string; isState: number; apWidth: number; apHeight: number; background: string; kind: string }[];
  advs: { advId: number; apId: number; advTitle: string; advImage: string; advUrl: string; background: string; sort: number; startTime?: Date | null; endTime?: Date | null }[];
  navs: { id: number; navTitle: string; navUrl: string; isBlank: number; sort: number }[];
  friendlyLinks: { id: number; linkTitle: string; linkPic: string; linkUrl: string; isBlank: number; sort: number }[];
  helpClasses: { classId: number; className: string; sort: number }[];
  helps: { id: number; classId: number; title: string; content: string; sort: number; createTime: Date }[];
  notices: { id: number; title: string; content: string; isTop: boolean; createTime: Date }[];
  articleClasses: { classId: number; className: string; sort: number }[];
  articles: { id: number; classId: number; title: string; cover: string; summary: string; content: string; createTime: Date }[];
  categories: { categoryId: number; pid: number; level: number; categoryName: string; image: string; image1: string; sort: number }[];
  brands: { brandId: number; brandName: string; imageUrl: string; isRecommend: boolean; sort: number }[];
  websites: { siteId: number; title: string; logo: string; websiteType: number; siteAreaId: number; webDomain: string; isBackIndex: number; webQrcode: string; sort: number }[];
  shops: { siteId: number; siteName: string; shortname: string; avatar: string; logo: string; websiteId: number | null; province: string; address: string; telephone: string; createTime: Date }[];
  goods: {
    goodsId: number; goodsName: string; siteId: number; categoryId: number; categoryId1: number; categoryId2: number; brandId: number | null;
    goodsImage: string[]; introduction: string; content: string; recommendWay: number; tagType: number; tagLevel: number; isOnShelf: boolean;
    saleNum: number; sort: number; createTime: Date;
  }[];
  skus: { skuId: number; goodsId: number; specName: string; skuImage: string; price: number; discountPrice: number; stock: number; saleNum: number; isDefault: boolean; sort: number }[];
  floors: { blockId: number; style: number; title: string; value: FloorValue; sort: number }[];
  searchWords: { id: number; word: string; kind: string; sort: number }[];
  memberLevels: { levelId: number; levelName: string; growth: number }[];
  members: { memberId: number; username: string; mobile: string; password: string; nickname: string; headimg: string; balance: number; point: number; levelId: number; createTime: Date }[];
  carts: { cartId: number; memberId: number; skuId: number; num: number; createTime: Date }[];
  images: ImageSpec[];
}

export const DEMO_MEMBER = { username: 'demo', password: 'demo123456', mobile: '13800138000' } as const;

export function buildSeedData(): SeedData {
  const rng = createRng(SEED);
  const year = new Date(seedDay()).getUTCFullYear();
  const images: ImageSpec[] = [];
  const image = (name: string, width: number, height: number, background: string, title: string, subtitle?: string) => {
    images.push({ name, width, height, background, title, subtitle });
    return img(name);
  };

  // Site settings.
  const logo = image('site/logo', 240, 80, '#c62828', '消费帮扶特产商城');
  const qrcode = image('site/wap_qrcode', 200, 200, '#ffffff', '扫码访问手机版', '消费帮扶特产商城');
  const defaults = {
    goods: image('default/goods', 400, 400, '#eeeeee', '暂无图片'),
    head: image('default/head', 200, 200, '#90a4ae', '默认头像'),
    shop: image('default/shop', 200, 200, '#ffb74d', '店铺'),
    city: image('default/city', 400, 240, '#4db6ac', '城市分站'),
    supply: image('default/supply', 200, 200, '#81c784', '供应商'),
    store: image('default/store', 200, 200, '#ba68c8', '门店'),
    category: image('default/category', 200, 200, '#e0e0e0', '分类'),
    brand: image('default/brand', 200, 100, '#bdbdbd', '品牌'),
  };
  const siteConfig = [
    {
      key: 'site_info',
      value: {
        site_id: 0,
        title: '消费帮扶特产商城',
        desc: '汇聚全国脱贫地区优质农副产品，以购代捐、以买代帮，让好产品走出大山。',
        keywords: '消费帮扶,832平台,地方特产,农产品,脱贫地区,乡村振兴',
        logo,
        web_status: true,
        web_phone1: '400-800-8320',
        web_qrcode: qrcode,
      },
    },
    {
      key: 'copyright',
      value: {
        icp: '京ICP备2020018832号-1',
        address: '北京市西城区示范路8号 消费帮扶服务中心',
        business_license: '91110102MA01XXXX8F',
        report: '违法和不良信息举报电话：12377',
        market_supervision_url: 'https://www.samr.gov.cn',
        copyright_title: '消费帮扶特产商城',
        copyright_link: '/',
        copyright_desc: `© 2020-${year} 消费帮扶特产商城 版权所有`,
        gov_record: '京公网安备 11010202008832号',
        gov_url: 'https://beian.mps.gov.cn',
      },
    },
    { key: 'default_images', value: defaults },
    { key: 'servicer', value: { open: true, type: 'self', hotline: '400-800-8320', third_url: '' } },
    {
      key: 'float_layer',
      value: {
        is_show: true,
        title: '新人专享消费帮扶券',
        img_url: image('site/float_layer', 400, 500, '#e8542e', '新人专享', '领取消费帮扶券'),
        url: JSON.stringify({ url: '/coupon' }),
        number: 3,
      },
    },
    { key: 'seed', value: { version: SEED_VERSION } },
  ].map((c) => ({ ...c, updateTime: hours(0) }));

  // Ads.
  const advPositions = [
    { apId: 1, apName: '首页顶部通栏广告', keyword: 'NS_PC_INDEX_TOP', isState: 1, apWidth: 1920, apHeight: 80, background: '#c62828', kind: 'banner' },
    { apId: 2, apName: '首页轮播广告', keyword: 'NS_PC_INDEX', isState: 1, apWidth: 1920, apHeight: 440, background: '#ffffff', kind: 'carousel' },
  ];
  const carousel = [
    ['赣南脐橙 甜蜜上市', '#ef6c00', '/list?keyword=赣南脐橙'],
    ['五常大米 新米尝鲜', '#f9a825', '/list?keyword=五常大米'],
    ['消费帮扶 助力乡村振兴', '#c62828', '/promotion/special'],
    ['云南普洱 茶香四溢', '#2e7d32', '/list?keyword=普洱'],
    ['宁夏枸杞 红色珍宝', '#ad1457', '/list?keyword=枸杞'],
  ] as const;
  const advs = [
    {
      advId: 1,
      apId: 1,
      // Neutral, so it fits every season: the campaign of the whole programme, not of one festival.
      advTitle: '消费帮扶 以购助农 脱贫地区特产产地直供',
      advImage: image('adv/top_1', 1200, 80, '#c62828', '消费帮扶 以购助农 脱贫地区特产产地直供'),
      advUrl: JSON.stringify({ url: '/promotion/special' }),
      background: '#c62828',
      sort: 1,
    },
    ...carousel.map(([title, color, url], i) => ({
      advId: i + 2,
      apId: 2,
      advTitle: title,
      advImage: image(`adv/index_${i + 1}`, 1200, 440, color, title, '消费帮扶特产商城'),
      advUrl: JSON.stringify({ url }),
      background: color,
      sort: i + 1,
    })),
    {
      // Scheduled by the operators: on the carousel only from its start (the console shows it as 未开始).
      advId: carousel.length + 2,
      apId: 2,
      advTitle: '年货节 消费帮扶特产满减',
      advImage: image('adv/index_newyear', 1200, 440, '#b71c1c', '年货节 消费帮扶特产满减', '消费帮扶特产商城'),
      advUrl: JSON.stringify({ url: '/promotion/special' }),
      background: '#b71c1c',
      sort: carousel.length + 1,
      startTime: daysAgo(-5, 0),
      endTime: daysAgo(-25, 0),
    },
  ];

  const navs = [
    ['首页', '/index', 0],
    ['消费帮扶', '/promotion/special', 0],
    ['832平台', 'https://www.fupin832.com', 1],
    ['地方馆', '/region', 0],
    ['品牌街', '/brand', 0],
    ['店铺街', '/street', 0],
    ['领券中心', '/coupon', 0],
    ['帮扶资讯', '/promotion/newsInformation', 0],
    ['帮助中心', '/cms/help', 1],
  ].map(([title, url, blank], i) => ({
    id: i + 1,
    navTitle: title as string,
    navUrl: JSON.stringify({ url }),
    isBlank: blank as number,
    sort: i + 1,
  }));

  const friendlyLinks = [
    ['中国政府网', 'https://www.gov.cn'],
    ['农业农村部', 'https://www.moa.gov.cn'],
    ['国家乡村振兴局', 'https://nrra.gov.cn'],
    ['832平台', 'https://www.fupin832.com'],
    ['中国农业信息网', 'http://www.agri.cn'],
    ['中华全国供销合作总社', 'https://www.chinacoop.gov.cn'],
  ].map(([title, url], i) => ({
    id: i + 1,
    linkTitle: title,
    linkPic: image(`link/${i + 1}`, 160, 60, PALETTE[i % PALETTE.length], title),
    linkUrl: url,
    isBlank: 1,
    sort: i + 1,
  }));

  // Help centre.
  const HELP: [string, string[]][] = [
    ['购物指南', ['注册新用户', '购物流程', '会员等级说明', '常见问题']],
    ['配送方式', ['配送范围及运费', '生鲜冷链配送', '配送时效说明', '签收与验货']],
    ['支付方式', ['余额支付', '线下转账', '单位消费帮扶券支付', '发票说明']],
    ['售后服务', ['退换货政策', '退款说明', '生鲜售后标准', '投诉与建议']],
    ['商家服务', ['合作社入驻流程', '商家资质要求', '扶贫产品认定', '商家规则']],
    ['关于我们', ['平台介绍', '联系我们', '隐私政策', '用户协议']],
  ];
  const helpClasses = HELP.map(([name], i) => ({ classId: i + 1, className: name, sort: i + 1 }));
  let helpId = 0;
  const helps = HELP.flatMap(([className, titles], ci) =>
    titles.map((title, ti) => ({
      id: ++helpId,
      classId: ci + 1,
      title,
      content: `<p>${className} · ${title}：消费帮扶特产商城为您提供贴心服务，如有疑问请致电 400-800-8320。</p>`,
      sort: ti + 1,
      createTime: hours(helpId),
    })),
  );

  const NOTICES = [
    `关于开展${year}年消费帮扶专项行动的通知`,
    '节假日期间物流配送安排公告',
    '平台新增832脱贫地区农副产品专区',
    '关于规范扶贫产品认定标识的公告',
    '单位消费帮扶券使用说明',
    '生鲜冷链配送服务升级公告',
    '关于加强商品质量抽检的通知',
    '平台系统升级维护公告',
    '新入驻合作社名单公示',
    '“消费帮扶月”活动规则说明',
  ];
  const notices = NOTICES.map((title, i) => ({
    id: i + 1,
    title,
    content: `<p>${title}。详情请咨询平台客服 400-800-8320。</p>`,
    isTop: i === 0,
    // The newest first, one every few days back from the day of seeding.
    createTime: daysAgo(1 + i * 3, 9 + (i % 4)),
  }));
  const ARTICLES = [
    '小小脐橙成就赣南百亿产业',
    '湘西黄金茶：一片叶子富了一方百姓',
    '五常大米的“稻花香”是怎样炼成的',
    '宁夏枸杞：从田间到餐桌的红色珍宝',
    '恩施硒茶走俏全国市场',
    '和田大枣种植户的丰收年',
    '以购代捐：单位消费帮扶的实践与思考',
    '合作社+农户：潜江虾稻共作新模式',
    '云南普洱：古树茶里的乡村振兴故事',
    '定西马铃薯的“逆袭”之路',
  ];
  // Each article's class: 产业故事 for a product's story, 帮扶动态 for the programme's news.
  const articleClasses = ['产业故事', '帮扶动态', '政策解读'].map((className, i) => ({ classId: i + 1, className, sort: i + 1 }));
  const ARTICLE_CLASS = [1, 1, 1, 1, 2, 1, 3, 2, 1, 2];
  const articles = ARTICLES.map((title, i) => ({
    id: i + 1,
    classId: ARTICLE_CLASS[i],
    title,
    cover: image(`article/${i + 1}`, 400, 240, PALETTE[(i + 3) % PALETTE.length], title),
    summary: `${title}——消费帮扶特产商城帮扶资讯。`,
    content: `<p>${title}。</p><p>消费帮扶是社会力量参与帮扶的重要途径。</p>`,
    createTime: daysAgo(2 + i * 4, 14 + (i % 3)),
  }));

  // Categories, level by level, with stable ids.
  const categories: SeedData['categories'] = [];
  const leaves: { id: number; l1: number; l2: number; leaf: Leaf; color: string; l1Name: string }[] = [];
  let catId = 0;
  CATEGORY_TREE.forEach((l1, i1) => {
    const id1 = ++catId;
    categories.push({
      categoryId: id1,
      pid: 0,
      level: 1,
      categoryName: l1.name,
      image: image(`category/${id1}`, 200, 200, l1.color, l1.name),
      image1: image(`category/${id1}_adv`, 400, 200, l1.color, l1.name, '产地直供 品质保障'),
      sort: i1 + 1,
    });
    l1.children.forEach((l2, i2) => {
      const id2 = ++catId;
      categories.push({ categoryId: id2, pid: id1, level: 2, categoryName: l2.name, image: '', image1: '', sort: i2 + 1 });
      l2.leaves.forEach((leaf, i3) => {
        const id3 = ++catId;
        categories.push({
          categoryId: id3,
          pid: id2,
          level: 3,
          categoryName: leaf.name,
          image: image(`category/${id3}`, 200, 200, l1.color, leaf.name),
          image1: '',
          sort: i3 + 1,
        });
        leaves.push({ id: id3, l1: id1, l2: id2, leaf, color: l1.color, l1Name: l1.name });
      });
    });
  });

  const brands = BRANDS.map((name, i) => ({
    brandId: i + 1,
    brandName: name,
    imageUrl: image(`brand/${i + 1}`, 200, 100, PALETTE[i % PALETTE.length], name),
    isRecommend: i < 12,
    sort: i + 1,
  }));

  const websites = [
    { siteId: 1, title: '湘西州分站', websiteType: 1, siteAreaId: 433100, webDomain: 'xiangxi', color: '#c62828' },
    { siteId: 2, title: '赣州市分站', websiteType: 1, siteAreaId: 360700, webDomain: 'ganzhou', color: '#ef6c00' },
    { siteId: 3, title: '保靖县分站', websiteType: 2, siteAreaId: 433125, webDomain: 'baojing', color: '#2e7d32' },
  ].map(({ color, ...w }, i) => ({
    ...w,
    logo: image(`website/${w.siteId}`, 240, 80, color, w.title),
    isBackIndex: 1,
    webQrcode: image(`website/${w.siteId}_qrcode`, 200, 200, '#ffffff', '扫码访问', w.title),
    sort: i + 1,
  }));
  const websiteFor: Record<string, number> = { 湘西州保靖县: 3, 湘西州龙山县: 1, 赣州市寻乌县: 2 };

  const shops = SHOPS.map((s, i) => ({
    siteId: i + 1,
    siteName: s.name,
    shortname: s.short,
    avatar: image(`shop/${i + 1}`, 200, 200, PALETTE[i % PALETTE.length], s.short),
    logo: image(`shop/${i + 1}_logo`, 240, 80, PALETTE[i % PALETTE.length], s.name),
    websiteId: websiteFor[s.city] ?? null,
    province: s.province,
    address: `${s.province}${s.city}`,
    telephone: i < DRAWN_TELEPHONES ? `0${rng.int(300, 999)}-${rng.int(6000000, 8999999)}` : `0${400 + i * 17}-${6_200_000 + i * 40_961}`,
    createTime: hours(i * 5),
  }));
  /** The shops that sell a product of `province` in the level-1 category `kind` (see SHOPS). */
  const sellersOf = (province: string, kind: string): number[] => {
    const local = SHOPS.map((s, i) => ({ ...s, siteId: i + 1 })).filter((s) => s.province === province);
    const specialists = local.filter((s) => s.kinds?.includes(kind));
    const general = local.filter((s) => !s.kinds);
    return (specialists.length ? specialists : general.length ? general : local).map((s) => s.siteId);
  };

  // Goods: round-robin over leaf categories until the target count, each with 1-3 skus.
  const GOODS_COUNT = 320;
  const goods: SeedData['goods'] = [];
  const skus: SeedData['skus'] = [];
  let skuId = 0;
  const usedNames = new Set<string>();
  for (let i = 0; i < GOODS_COUNT; i++) {
    const goodsId = i + 1;
    const cat = leaves[i % leaves.length];
    const [product, province] = rng.pick(cat.leaf.products);
    const adjective = rng.pick(ADJECTIVES);
    // Names stay unique: a clash gets a grade appended ("特级", "当季新货" ...).
    let goodsName = `${product} ${adjective}`;
    while (usedNames.has(goodsName)) goodsName = `${product} ${adjective} ${rng.pick(GRADES)}`;
    usedNames.add(goodsName);
    const sellers = sellersOf(province, cat.l1Name);
    if (!sellers.length) throw new Error(`seed: no shop of ${province} sells ${product}`);
    const siteId = rng.pick(sellers);
    const imageCount = rng.int(1, 3);
    const goodsImage = Array.from({ length: imageCount }, (_, n) =>
      image(`goods/${goodsId}_${n + 1}`, 800, 800, n === 0 ? cat.color : PALETTE[(goodsId + n) % PALETTE.length], product, n === 0 ? adjective : cat.leaf.name),
    );
    const tagType = rng.chance(0.45) ? 1 : 0;
    const tagLevel = rng.pick([0, 0, 2, 3, 4, 4]);
    const sale = rng.int(0, 5000);
    goods.push({
      goodsId,
      goodsName,
      siteId,
      categoryId: cat.id,
      categoryId1: cat.l1,
      categoryId2: cat.l2,
      brandId: rng.chance(0.8) ? rng.int(1, brands.length) : null,
      goodsImage,
      introduction: `${province}${cat.leaf.name}，${adjective}，脱贫地区${tagType === 1 ? '832平台' : ''}优质农产品`,
      content: `<p>${goodsName}</p><p>产地：${province}。由${shops[siteId - 1].siteName}直供。</p>`,
      recommendWay: rng.pick([1, 2, 3]),
      tagType,
      tagLevel,
      // About 3% off the shelf, but never the first goods: /sku-1 is the example every guide and check
      // opens (the draw stays, so the rest of the seed is unchanged).
      isOnShelf: rng.chance(0.97) || goodsId === 1,
      saleNum: sale,
      sort: i + 1,
      createTime: hours(24 * 10 + i * 7),
    });
    const specCount = Math.min(cat.leaf.specs.length, rng.int(1, 3));
    const basePrice = rng.int(cat.leaf.price[0], cat.leaf.price[1]) * 100 + 90;
    let remainingSale = sale;
    for (let s = 0; s < specCount; s++) {
      const price = Math.round((basePrice * (1 + s * 0.8)) / 10) * 10;
      const discountPrice = Math.round((price * rng.int(75, 95)) / 1000) * 10;
      const skuSale = s === specCount - 1 ? remainingSale : rng.int(0, remainingSale);
      remainingSale -= skuSale;
      skus.push({
        skuId: ++skuId,
        goodsId,
        specName: cat.leaf.specs[s],
        skuImage: goodsImage[s % goodsImage.length],
        price,
        discountPrice,
        stock: rng.int(0, 20) === 0 ? 0 : rng.int(20, 2000),
        saleNum: skuSale,
        isDefault: s === 0,
        sort: s + 1,
      });
    }
  }

  // Home floors: default skus of on-shelf goods under a level-1 category.
  const defaultSkuIdsIn = (categoryId1: number, n: number) => {
    const onShelf = new Set(goods.filter((g) => g.categoryId1 === categoryId1 && g.isOnShelf).map((g) => g.goodsId));
    return skus.filter((s) => s.isDefault && onShelf.has(s.goodsId)).slice(0, n).map((s) => s.skuId);
  };
  const l1Id = (name: string) => categories.find((c) => c.level === 1 && c.categoryName === name)!.categoryId;
  const floorLink = (categoryId: number) => `/list?category_id=${categoryId}&level=1`;
  const floors: SeedData['floors'] = [];
  (['生鲜水果', '粮油米面'] as const).forEach((name, i) => {
    const cid = l1Id(name);
    floors.push({
      blockId: floors.length + 1,
      style: 1,
      title: name,
      value: {
        leftImg: { url: image(`floor/${cid}_left`, 240, 560, CATEGORY_TREE.find((c) => c.name === name)?.color ?? PALETTE[i], name, '产地直发'), link: floorLink(cid) },
        bottomImg: { url: image(`floor/${cid}_bottom`, 1200, 120, PALETTE[i + 4], `${name} 精选好物`), link: floorLink(cid) },
        skuIds: defaultSkuIdsIn(cid, 8),
      },
      sort: floors.length + 1,
    });
  });
  (['茶叶冲饮', '地方特产'] as const).forEach((name, i) => {
    const cid = l1Id(name);
    const children = categories.filter((c) => c.pid === cid);
    const grand = categories.filter((c) => children.some((ch) => ch.categoryId === c.pid));
    floors.push({
      blockId: floors.length + 1,
      style: 3,
      title: name,
      value: {
        categoryIds: [...children, ...grand].map((c) => c.categoryId).slice(0, 8),
        images: [0, 1, 2].map((n) => ({
          url: image(`floor/${cid}_${n + 1}`, 390, 220, PALETTE[(i * 3 + n + 1) % PALETTE.length], name, ['产地直供', '品质保障', '消费帮扶'][n]),
          link: floorLink(cid),
        })),
        skuIds: defaultSkuIdsIn(cid, 10),
        brandIds: rng.sample(brands.map((b) => b.brandId), 6).sort((a, b) => a - b),
      },
      sort: floors.length + 1,
    });
  });

  const HOT = ['五常大米', '赣南脐橙', '宁夏枸杞', '普洱茶', '湘西腊肉', '恩施硒茶', '和田大枣', '黄金茶'];
  const searchWords = [
    ...HOT.map((word, i) => ({ id: i + 1, word, kind: 'hot', sort: i + 1 })),
    { id: HOT.length + 1, word: '赣南脐橙', kind: 'default', sort: 1 },
  ];

  const memberLevels = ['普通会员', '白银会员', '黄金会员', '钻石会员'].map((levelName, i) => ({
    levelId: i + 1,
    levelName,
    growth: [0, 500, 2000, 10000][i],
  }));
  const members: SeedData['members'] = [
    {
      memberId: 1,
      username: DEMO_MEMBER.username,
      mobile: DEMO_MEMBER.mobile,
      password: DEMO_MEMBER.password,
      nickname: '帮扶体验官',
      headimg: image('member/1', 200, 200, '#1e88e5', '帮扶体验官'),
      balance: 128_800,
      point: 2560,
      levelId: 3,
      createTime: hours(1),
    },
  ];
  const NICKS = ['山里红', '橙心橙意', '茶香人家', '稻花香里', '枸杞妹妹', '大枣哥', '黄金茶客', '乡村振兴志愿者'];
  NICKS.forEach((nickname, i) => {
    members.push({
      memberId: i + 2,
      username: `member${String(i + 1).padStart(2, '0')}`,
      mobile: `1390000${String(1000 + i)}`,
      password: `member${i + 1}pass`,
      nickname,
      headimg: '',
      balance: rng.int(0, 5000) * 100,
      point: rng.int(0, 3000),
      levelId: rng.int(1, 4),
      createTime: hours(2 + i),
    });
  });

  // The demo member's cart: more than CART_DROPDOWN_SCROLL_AFTER items so the dropdown scrolls.
  const cartSkus = rng.sample(
    skus.filter((s) => s.stock > 0 && goods[s.goodsId - 1].isOnShelf),
    8,
  );
  const carts = cartSkus.map((s, i) => ({ cartId: i + 1, memberId: 1, skuId: s.skuId, num: rng.int(1, 3), createTime: hours(100 + i) }));

  return {
    siteConfig,
    advPositions,
    advs,
    navs,
    friendlyLinks,
    helpClasses,
    helps,
    notices,
    articleClasses,
    articles,
    categories,
    brands,
    websites,
    shops,
    goods,
    skus,
    floors,
    searchWords,
    memberLevels,
    members,
    carts,
    images,
  };
}

// Realistic Chinese fixture data of the member centre, for stories and tests (not for the app).
import type {
  MemberAccountQuery,
  VerifyRecordFieldsFragment,
  MemberAddressesQuery,
  MemberBankAccountsQuery,
  MemberCollectionQuery,
  MemberFootprintQuery,
  MemberInvoiceTitlesQuery,
  MemberHelpListQuery,
  MemberHelpQuery,
  MemberRechargeListQuery,
  MemberRechargeOrderQuery,
  MemberVerifyCodeQuery,
  MemberVerifyCodesQuery,
  MemberOverviewQuery,
  MemberProfileQuery,
  MemberWithdrawalQuery,
  MemberWithdrawalsQuery,
} from '@mall/gateway-client';
import type { CityMatch } from './components/CitySearch/CitySearch';

const ts = (iso: string) => Math.floor(Date.parse(`${iso}+08:00`) / 1000);

export const addressesFixture: MemberAddressesQuery['addresses']['list'] = [
  {
    id: 1,
    name: '李秀英',
    mobile: '13800138000',
    telephone: '',
    provinceId: 430000,
    cityId: 430100,
    districtId: 430104,
    address: '麓山南路 932 号湖南大学南校区 8 栋',
    fullAddress: '湖南省 长沙市 岳麓区 麓山南路 932 号湖南大学南校区 8 栋',
    isDefault: true,
    createTime: ts('2025-03-01T10:00:00'),
  },
  {
    id: 2,
    name: '李秀英',
    mobile: '13800138000',
    telephone: '0797-6221234',
    provinceId: 360000,
    cityId: 360700,
    districtId: 360781,
    address: '象湖镇红都大道 18 号',
    fullAddress: '江西省 赣州市 瑞金市 象湖镇红都大道 18 号',
    isDefault: false,
    createTime: ts('2025-03-02T10:00:00'),
  },
  {
    id: 3,
    name: '阿依古丽·买买提明',
    mobile: '13912345678',
    telephone: '',
    provinceId: 650000,
    cityId: 653200,
    districtId: 653221,
    address: '布扎克乡阿热勒吾斯塘村 3 组 12 号核桃合作社对面红色大门第二户',
    fullAddress:
      '新疆维吾尔自治区 和田地区 和田县 布扎克乡阿热勒吾斯塘村 3 组 12 号核桃合作社对面红色大门第二户',
    isDefault: false,
    createTime: ts('2025-03-03T10:00:00'),
  },
];

/** `count` addresses, e.g. the most a member may keep (MEMBER_ADDRESS_MAX). */
export function manyAddresses(count: number): MemberAddressesQuery['addresses']['list'] {
  return Array.from({ length: count }, (_, i) => ({
    ...addressesFixture[i % addressesFixture.length]!,
    id: 100 + i,
    isDefault: i === 0,
  }));
}

/** Province → city → district, as the region calls answer (ids are region codes). */
export const regionsFixture: Record<number, { id: number; name: string; hasChildren: boolean }[]> = {
  0: [
    { id: 430000, name: '湖南省', hasChildren: true },
    { id: 360000, name: '江西省', hasChildren: true },
    { id: 650000, name: '新疆维吾尔自治区', hasChildren: true },
  ],
  430000: [
    { id: 430100, name: '长沙市', hasChildren: true },
    { id: 430200, name: '株洲市', hasChildren: false },
    { id: 433100, name: '湘西土家族苗族自治州', hasChildren: true },
  ],
  360000: [{ id: 360700, name: '赣州市', hasChildren: true }],
  650000: [{ id: 653200, name: '和田地区', hasChildren: true }],
  430100: [
    { id: 430104, name: '岳麓区', hasChildren: false },
    { id: 430102, name: '芙蓉区', hasChildren: false },
  ],
  433100: [{ id: 433124, name: '花垣县', hasChildren: false }],
  360700: [{ id: 360781, name: '瑞金市', hasChildren: false }],
  653200: [{ id: 653221, name: '和田县', hasChildren: false }],
};

export const loadRegionsFixture = async (pid: number) => regionsFixture[pid] ?? [];

/** The cities of the region fixture with their provinces, as the city search answers. */
export const citiesFixture: CityMatch[] = [
  { id: 430100, name: '长沙市', provinceId: 430000, provinceName: '湖南省' },
  { id: 430200, name: '株洲市', provinceId: 430000, provinceName: '湖南省' },
  { id: 433100, name: '湘西土家族苗族自治州', provinceId: 430000, provinceName: '湖南省' },
  { id: 360700, name: '赣州市', provinceId: 360000, provinceName: '江西省' },
  { id: 653200, name: '和田地区', provinceId: 650000, provinceName: '新疆维吾尔自治区' },
];

export const searchCitiesFixture = async (keyword: string): Promise<readonly CityMatch[]> => citiesFixture.filter((city) => city.name.includes(keyword));

export const bankAccountsFixture: MemberBankAccountsQuery['bankAccounts']['list'] = [
  {
    id: 1,
    type: 'BANK',
    typeName: '银行卡',
    realname: '李秀英',
    mobile: '13800138000',
    branchBankName: '中国农业银行长沙岳麓支行',
    account: '6228480018888888888',
    isDefault: true,
    createTime: ts('2025-03-06T09:00:00'),
  },
  {
    id: 2,
    type: 'ALIPAY',
    typeName: '支付宝',
    realname: '李秀英',
    mobile: '13800138000',
    branchBankName: '',
    account: '13800138000',
    isDefault: false,
    createTime: ts('2025-03-06T09:00:00'),
  },
  {
    id: 3,
    type: 'WECHATPAY',
    typeName: '微信',
    realname: '张桂兰',
    mobile: '13900001000',
    branchBankName: '',
    account: 'zhangguilan_18',
    isDefault: false,
    createTime: ts('2025-03-06T09:00:00'),
  },
];

export const transferTypesFixture = [
  { type: 'BANK', name: '银行卡' },
  { type: 'ALIPAY', name: '支付宝' },
  { type: 'WECHATPAY', name: '微信' },
] as const;

export const withdrawConfigFixture = { isOpen: true, min: 1000, max: 5000000, rate: '0.6' };

export const withdrawalsFixture: MemberWithdrawalsQuery['withdrawals']['list'] = [
  {
    id: 3,
    withdrawNo: 'W20250401100000000003',
    transferType: 'BANK',
    transferTypeName: '银行卡',
    applyMoney: 10050,
    serviceMoney: 60,
    money: 9990,
    status: 'PENDING',
    statusName: '待审核',
    applyTime: ts('2025-04-01T10:00:00'),
  },
  {
    id: 2,
    withdrawNo: 'W20250320100000000002',
    transferType: 'ALIPAY',
    transferTypeName: '支付宝',
    applyMoney: 5000,
    serviceMoney: 30,
    money: 4970,
    status: 'REFUSED',
    statusName: '已拒绝',
    applyTime: ts('2025-03-20T10:00:00'),
  },
  {
    id: 1,
    withdrawNo: 'W20250310100000000001',
    transferType: 'BANK',
    transferTypeName: '银行卡',
    applyMoney: 20000,
    serviceMoney: 120,
    money: 19880,
    status: 'TRANSFERRED',
    statusName: '已转账',
    applyTime: ts('2025-03-10T10:00:00'),
  },
];

type WithdrawalDetailFixture = NonNullable<MemberWithdrawalQuery['withdrawal']>;

/** A listed withdrawal with its detail: 李秀英's, neither paid nor refused unless `detail` says so. */
const withdrawalDetail = (
  listed: (typeof withdrawalsFixture)[number],
  detail: Partial<WithdrawalDetailFixture>,
): WithdrawalDetailFixture => ({
  ...listed,
  realname: '李秀英',
  mobile: '13800138000',
  bankName: '',
  accountNumber: '',
  refuseReason: '',
  paymentTime: 0,
  ...detail,
});

export const withdrawalFixture = withdrawalDetail(withdrawalsFixture[2]!, {
  bankName: '中国农业银行长沙岳麓支行',
  accountNumber: '6228480018888888888',
  paymentTime: ts('2025-03-11T15:30:00'),
});

export const refusedWithdrawalFixture = withdrawalDetail(withdrawalsFixture[1]!, {
  accountNumber: '13800138000',
  refuseReason: '收款账户实名信息与会员不一致，请核对后重新申请',
});

export const accountRecordsFixture: MemberAccountQuery['accountRecords']['list'] = [
  { id: 5, type: 'BALANCE', amount: 5000, points: null, source: 'withdraw_refund', sourceName: '提现退回', remark: '提现被拒绝，金额退回', createTime: ts('2025-03-21T09:00:00') },
  { id: 4, type: 'BALANCE', amount: -5000, points: null, source: 'withdraw', sourceName: '提现', remark: '提现申请 W20250320100000000002', createTime: ts('2025-03-20T10:00:00') },
  { id: 3, type: 'BALANCE', amount: -20000, points: null, source: 'withdraw', sourceName: '提现', remark: '提现申请 W20250310100000000001', createTime: ts('2025-03-10T10:00:00') },
  { id: 2, type: 'BALANCE', amount: -12800, points: null, source: 'order', sourceName: '订单消费', remark: '购买 五常大米 5kg、赣南脐橙 10 斤装、湘西猕猴桃 5kg 礼盒', createTime: ts('2025-02-03T19:20:00') },
  { id: 1, type: 'BALANCE', amount: 50000, points: null, source: 'recharge', sourceName: '充值', remark: '充值 充 500 送 50（线下转账）', createTime: ts('2025-02-01T12:00:00') },
];

export const profileFixture: MemberProfileQuery['memberDetail'] = {
  id: 1,
  username: 'demo',
  nickname: '帮扶体验官',
  headimg: '',
  mobile: '13800138000',
  registerType: 'PERSONAL',
  companyName: '',
  levelName: '黄金会员',
  regTime: ts('2025-01-01T08:00:00'),
  lastLoginTime: ts('2025-04-01T08:00:00'),
};

export const orderCountsFixture = { waitPay: 0, waitSend: 0, waitConfirm: 0, waitRate: 0, refunding: 0 };

export const overviewFixture: MemberOverviewQuery = {
  memberDetail: {
    id: 1,
    username: 'demo',
    nickname: '帮扶体验官',
    headimg: '',
    mobile: '13800138000',
    levelId: 2,
    levelName: '黄金会员',
    balance: 128800,
    balanceFrozen: 10050,
    point: 360,
  },
  couponCount: 3,
  footprint: {
    count: 2,
    list: [
      {
        id: 1,
        time: ts('2025-04-01T10:00:00'),
        onShelf: true,
        goods: { skuId: 11, goodsId: 11, goodsName: '五常大米', skuName: '五常稻花香大米 5kg 真空包装', skuImage: '', discountPrice: 7990 },
      },
      {
        id: 2,
        time: ts('2025-03-31T10:00:00'),
        onShelf: true,
        goods: { skuId: 12, goodsId: 12, goodsName: '赣南脐橙', skuName: '赣南脐橙 10 斤装 果径 75-80mm', skuImage: '', discountPrice: 5990 },
      },
    ],
  },
};

export const couponsFixture: import('@mall/gateway-client').MemberCouponsQuery['memberCoupons']['list'] = [
  { id: 1, name: '新人专享 满 99 减 10', type: 'REWARD', money: 1000, discount: '', atLeast: 9900, shopId: 0, shopName: '', state: 'UNUSED', startTime: ts('2025-01-01T00:00:00'), endTime: ts('2030-12-31T23:59:59'), useTime: 0 },
  { id: 2, name: '十八洞村猕猴桃合作社 8.5 折券', type: 'DISCOUNT', money: 0, discount: '8.5', atLeast: 0, shopId: 3, shopName: '十八洞村猕猴桃合作社', state: 'UNUSED', startTime: ts('2025-03-01T00:00:00'), endTime: ts('2030-06-30T23:59:59'), useTime: 0 },
  { id: 3, name: '新疆维吾尔自治区和田地区和田县核桃专场满 200 减 30', type: 'REWARD', money: 3000, discount: '', atLeast: 20000, shopId: 7, shopName: '和田县布扎克乡核桃农民专业合作社联合社', state: 'UNUSED', startTime: ts('2025-03-01T00:00:00'), endTime: ts('2030-06-30T23:59:59'), useTime: 0 },
];

export const levelsFixture: import('@mall/gateway-client').MemberLevelsQuery['memberLevels'] = [
  { id: 1, name: '普通会员', growth: 0, isCurrent: false },
  { id: 2, name: '黄金会员', growth: 500, isCurrent: true },
  { id: 3, name: '铂金会员', growth: 2000, isCurrent: false },
  { id: 4, name: '钻石会员', growth: 8000, isCurrent: false },
];

const goods = (skuId: number, goodsId: number, skuName: string, price: number, discountPrice: number) => ({
  skuId,
  goodsId,
  goodsName: skuName,
  skuName,
  skuImage: `https://img.example.cn/goods/${skuId}.jpg`,
  price,
  discountPrice,
  recommendWay: 0,
  tagType: 0,
  tagLevel: 0,
});

/** 我的关注: three goods, the last one off shelf. */
export const collectionFixture: MemberCollectionQuery['collection']['list'] = [
  { id: 31, time: ts('2025-03-12T09:20:00'), onShelf: true, goods: goods(1001, 101, '湘西腊肉 500g 农家柴火烟熏', 6800, 5990) },
  { id: 32, time: ts('2025-03-10T21:05:00'), onShelf: true, goods: goods(1002, 102, '安化黑茶 天尖 250g 礼盒装', 12800, 12800) },
  { id: 33, time: ts('2025-02-28T15:40:00'), onShelf: false, goods: goods(1003, 103, '麻阳冰糖橙 5kg 当季鲜果', 4990, 3990) },
];

/** 我的足迹: two records on 2025-03-12 and one on 2025-03-11 (China time). */
export const footprintFixture: MemberFootprintQuery['footprint']['list'] = [
  { id: 51, time: ts('2025-03-12T10:30:00'), onShelf: true, goods: goods(1001, 101, '湘西腊肉 500g 农家柴火烟熏', 6800, 5990) },
  { id: 52, time: ts('2025-03-12T08:15:00'), onShelf: true, goods: goods(1004, 104, '浏阳蒸菜 剁辣椒 380g×2 瓶', 2580, 1990) },
  { id: 53, time: ts('2025-03-11T20:45:00'), onShelf: false, goods: goods(1003, 103, '麻阳冰糖橙 5kg 当季鲜果', 4990, 3990) },
];

/** "Now" of the footprint fixtures: 2025-03-12 12:00 China time. */
export const footprintNow = ts('2025-03-12T12:00:00');

/** 发票抬头: a company special-VAT title (default) and a personal one. */
export const invoiceTitlesFixture: MemberInvoiceTitlesQuery['invoiceTitles']['list'] = [
  {
    id: 61,
    kind: 'SPECIAL',
    titleType: 'COMPANY',
    title: '湖南岳麓山农产品有限公司',
    taxNumber: '91430104MA4L0XYW8K',
    email: 'caiwu@yuelunong.example.cn',
    companyAddress: '长沙市岳麓区麓山南路 932 号',
    companyPhone: '0731-88880000',
    bankName: '中国农业银行长沙岳麓支行',
    bankAccount: '18050101040012345',
    isDefault: true,
    createTime: ts('2025-03-01T10:00:00'),
  },
  {
    id: 62,
    kind: 'NORMAL',
    titleType: 'PERSONAL',
    title: '李秀英',
    taxNumber: '',
    email: 'lixiuying@example.cn',
    companyAddress: '',
    companyPhone: '',
    bankName: '',
    bankAccount: '',
    isDefault: false,
    createTime: ts('2025-03-05T14:30:00'),
  },
];

/** 帮助中心: three classes and their entries. */
export const helpClassesFixture: MemberHelpListQuery['helpClasses'] = [
  { id: 1, name: '新手上路' },
  { id: 2, name: '支付方式' },
  { id: 3, name: '售后服务' },
];
export const helpEntriesFixture: MemberHelpListQuery['helpList']['list'] = [
  { id: 11, title: '如何注册成为会员', classId: 1, className: '新手上路', createTime: ts('2025-01-05T09:00:00') },
  { id: 12, title: '如何找回登录密码', classId: 1, className: '新手上路', createTime: ts('2025-01-06T09:00:00') },
  { id: 21, title: '支持哪些支付方式', classId: 2, className: '支付方式', createTime: ts('2025-01-08T09:00:00') },
];
export const helpDetailFixture: NonNullable<MemberHelpQuery['help']> = {
  id: 12,
  title: '如何找回登录密码',
  classId: 1,
  className: '新手上路',
  createTime: ts('2025-01-06T09:00:00'),
  content: '<p>在登录页点击<strong>忘记密码</strong>，输入绑定的手机号并完成短信验证后，即可设置新密码。</p>',
  prev: { id: 11, title: '如何注册成为会员' },
  next: null,
};

/** 充值套餐 */
export const rechargePackagesFixture: MemberRechargeListQuery['rechargePackages']['list'] = [
  { id: 1, name: '充 100 元', coverImg: '', faceValue: 10000, buyPrice: 10000, point: 0 },
  { id: 2, name: '充 500 送 20', coverImg: '', faceValue: 52000, buyPrice: 50000, point: 50 },
  { id: 3, name: '充 1000 送 60', coverImg: '', faceValue: 106000, buyPrice: 100000, point: 120 },
];

/** 充值记录: one unpaid, one paid. */
export const rechargeOrdersFixture: MemberRechargeListQuery['rechargeOrders']['list'] = [
  { id: 71, orderNo: 'CZ20250312103000001', packageName: '充 500 送 20', faceValue: 52000, buyPrice: 50000, point: 50, status: 'UNPAID', statusName: '待支付', createTime: ts('2025-03-12T10:30:00') },
  { id: 70, orderNo: 'CZ20250301090000001', packageName: '充 100 元', faceValue: 10000, buyPrice: 10000, point: 0, status: 'PAID', statusName: '已支付', createTime: ts('2025-03-01T09:00:00') },
];

export const rechargeOrderFixture: NonNullable<MemberRechargeOrderQuery['rechargeOrder']> = {
  id: 71,
  orderNo: 'CZ20250312103000001',
  packageId: 2,
  packageName: '充 500 送 20',
  coverImg: '',
  faceValue: 52000,
  buyPrice: 50000,
  point: 50,
  status: 'UNPAID',
  statusName: '待支付',
  payTypeName: '',
  createTime: ts('2025-03-12T10:30:00'),
  payTime: 0,
};
export const paidRechargeOrderFixture: NonNullable<MemberRechargeOrderQuery['rechargeOrder']> = {
  ...rechargeOrderFixture,
  status: 'PAID',
  statusName: '已支付',
  payTypeName: '演示支付',
  payTime: ts('2025-03-12T10:31:20'),
};
export const rechargePayTypesFixture: MemberRechargeOrderQuery['rechargePayTypes'] = [
  { type: 'DEMO', name: '演示支付', desc: '仅供演示，不会产生真实扣款', isDemo: true },
];

/** 核销记录: an unverified pickup code and a verified virtual-goods code. */
export const verifyCodesFixture: MemberVerifyCodesQuery['verifyCodes']['list'] = [
  {
    id: 81,
    code: 'ZT8842169350',
    type: 'PICKUP',
    typeName: '门店自提',
    orderNo: 'DD20250312103000001',
    shopName: '岳麓山农产品旗舰店',
    items: [{ skuName: '湘西腊肉 500g 农家柴火烟熏', skuImage: '', num: 2, price: 5990 }],
    verified: false,
    verifyTime: 0,
    expireTime: 0,
    createTime: ts('2025-03-12T10:35:00'),
  },
  {
    id: 82,
    code: 'XN5521073846',
    type: 'VIRTUAL_GOODS',
    typeName: '虚拟商品',
    orderNo: 'DD20250305140000002',
    shopName: '橘子洲文旅',
    items: [{ skuName: '橘子洲景区观光小火车 成人票', skuImage: '', num: 1, price: 2000 }],
    verified: true,
    verifyTime: ts('2025-03-08T10:12:00'),
    expireTime: ts('2025-06-30T23:59:59'),
    createTime: ts('2025-03-05T14:00:00'),
  },
];

export const verifyCodeFixture: NonNullable<MemberVerifyCodeQuery['verifyCode']> = {
  ...verifyCodesFixture[0]!,
  storeName: '岳麓山农产品麓山南路自提点',
  storeAddress: '湖南省长沙市岳麓区麓山南路 932 号',
  verifierName: null,
};
export const verifiedCodeFixture: NonNullable<MemberVerifyCodeQuery['verifyCode']> = {
  ...verifyCodesFixture[1]!,
  storeName: null,
  storeAddress: null,
  verifierName: '王建国',
};

/** The page props of an editable list (addresses, bank accounts, invoice titles) whose add and edit page is `path`. */
export const editableListPage = (path: string) => ({ max: 20, addHref: path, editHref: (id: number) => `${path}?id=${id}` });

/** A redeem at the member's verification desk (the verifier's record). */
export const recordFixture: VerifyRecordFieldsFragment = {
  id: 2,
  code: '583920174615',
  type: 'VIRTUAL_GOODS',
  typeName: '虚拟商品',
  orderNo: 'P20261127093015000123',
  shopName: '湘西保靖黄金茶农民专业合作社',
  items: [{ skuName: '保靖黄金茶园 采茶体验券（含茶园导览·电子券） 单人券', skuImage: '', num: 2 }],
  outcome: 'OK',
  reason: '',
  verifierName: '乡村振兴志愿者',
  createTime: 1_795_800_000,
};

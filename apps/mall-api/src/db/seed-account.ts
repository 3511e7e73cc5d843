// Seed of accounts and the member centre: agreements, regions, recharge packages, and the
// demo member's addresses, coupons (unused / used / expired), invoice titles, withdrawal accounts and
// history, balance and point records, certifications and verification codes. Deterministic (fixed
// PRNG seed, fixed dates); runs once per database (site_config key 'seed_account'), also on a
// database seeded before this issue.
import { eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sanitizeHtml } from '@mall/rest-contract/html';
import type { Db, Tx } from './client';
import { markSeeded, resetIdentity, seedOnce } from './seed-once';
import { createRng } from './prng';
import { member } from './schema';
import * as a from './schema-account';
import { buildRegions } from './seed-regions';

const MARKER = 'seed_account';
const DEMO_MEMBER_ID = 1;
const t = (iso: string) => new Date(`${iso}+08:00`);

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
export const AGREEMENTS: { key: string; title: string; content: string }[] = [
  {
    key: 'register',
    title: '特产商城用户注册协议',
    content:
      '<h3>一、协议的确认</h3>' +
      p('欢迎注册特产商城（以下简称“本平台”）。本平台是面向脱贫地区特色农产品的消费帮扶电商平台。您在注册前应仔细阅读本协议，勾选“我已阅读并同意”即表示您同意本协议全部条款。') +
      '<h3>二、账号注册与使用</h3>' +
      p('1. 您应使用本人实名手机号注册，并通过短信验证码完成验证。', '2. 账号仅限本人使用，请妥善保管密码；因密码泄露造成的损失由您自行承担。', '3. 您不得利用账号从事违法违规活动，不得恶意注册、批量注册。') +
      '<h3>三、消费帮扶</h3>' +
      p('本平台销售的“832”产品来自国家脱贫地区，您的每一笔购买都将直接助力乡村振兴。') +
      '<h3>四、其他</h3>' +
      p('本协议的解释、效力及纠纷的解决，适用中华人民共和国法律。'),
  },
  {
    key: 'company',
    title: '特产商城单位用户注册协议',
    content:
      '<h3>一、单位用户</h3>' +
      p('单位用户指以机关、企事业单位、社会组织名义注册的用户，注册时须提供单位名称、统一社会信用代码及联系人信息，并保证信息真实有效。') +
      '<h3>二、单位采购</h3>' +
      p('单位用户可开展工会慰问、食堂采购等消费帮扶采购，平台提供增值税发票及采购记录查询。') +
      '<h3>三、责任</h3>' +
      p('单位用户应指定专人管理账号，因单位内部管理原因造成的损失由单位自行承担。'),
  },
  {
    key: 'privacy',
    title: '隐私政策',
    content:
      '<h3>我们收集的信息</h3>' +
      p('为完成注册、下单与配送，我们会收集您的手机号、收货地址、订单信息。头像与昵称由您自愿提供。') +
      '<h3>我们如何保护信息</h3>' +
      p('密码经不可逆加密后保存；短信验证码仅保存其摘要并在 5 分钟后失效。我们不会向第三方出售您的个人信息。') +
      '<h3>您的权利</h3>' +
      p('您可在会员中心查看、修改您的个人资料，或联系客服注销账号。'),
  },
  {
    key: 'safeguard',
    title: '消费者权益保障说明',
    content:
      '<h3>正品保障</h3>' +
      p('平台商品均由认证商家直供，支持溯源查询。') +
      '<h3>售后服务</h3>' +
      p('生鲜商品签收 48 小时内可就质量问题申请售后；其他商品支持七天无理由退货（特殊商品除外）。') +
      '<h3>投诉渠道</h3>' +
      p('如对商品或服务不满意，可通过会员中心“投诉”或客服热线反馈，我们将在 3 个工作日内处理。'),
  },
];

async function insertRows(tx: Tx, table: PgTable, rows: Record<string, unknown>[], idColumn?: string) {
  if (rows.length === 0) return;
  // Rows are built to match `table`; drizzle's per-table insert types cannot follow a generic table.
  await tx.insert(table).values(rows as never);
  if (idColumn) await resetIdentity(tx, table, idColumn);
}

export function buildAccountSeed() {
  const rng = createRng(20_260_404);
  const code = () => Array.from({ length: 12 }, () => rng.int(0, 9)).join('');
  const m = DEMO_MEMBER_ID;
  const rechargePackages = [
    ['新人充值礼', 5000, 5000, 50],
    ['充 100 送 5', 10500, 10000, 100],
    ['充 200 送 15', 21500, 20000, 200],
    ['充 500 送 50', 55000, 50000, 500],
    ['助农爱心卡 1000', 110000, 100000, 1200],
  ].map(([name, face, buy, point], i) => ({
    rechargeId: i + 1,
    rechargeName: name as string,
    coverImg: '',
    faceValue: face as number,
    buyPrice: buy as number,
    point: point as number,
    status: 1,
    sort: i + 1,
  }));
  const addresses = [
    { id: 1, memberId: m, name: '李秀英', mobile: '13800138000', provinceId: 430000, cityId: 430100, districtId: 430104, address: '麓山南路 932 号湖南大学南校区 8 栋', full: '湖南省 长沙市 岳麓区', isDefault: true },
    { id: 2, memberId: m, name: '李秀英', mobile: '13800138000', provinceId: 360000, cityId: 360700, districtId: 360781, address: '象湖镇红都大道 18 号', full: '江西省 赣州市 瑞金市', isDefault: false },
    { id: 3, memberId: m, name: '王建国', mobile: '13912345678', provinceId: 110000, cityId: 110100, districtId: 110105, address: '朝阳门外大街 6 号院 3 单元 1201', full: '北京市 北京市 朝阳区', isDefault: false },
    { id: 4, memberId: 2, name: '张桂兰', mobile: '13900001000', provinceId: 430000, cityId: 433100, districtId: 433124, address: '双龙镇十八洞村 2 组', full: '湖南省 湘西土家族苗族自治州 花垣县', isDefault: true },
  ].map(({ full, ...r }) => ({ ...r, telephone: '', fullAddress: `${full} ${r.address}`, createTime: t(`2025-03-0${r.id}T10:00:00`) }));
  const coupons = [
    { couponName: '助农专享满 99 减 10', type: 'reward', money: 1000, discount: 0, atLeast: 9900, siteName: '平台通用', state: 1, startTime: t('2025-01-01T00:00:00'), endTime: t('2030-12-31T23:59:59'), useTime: null },
    { couponName: '湘西猕猴桃店铺券', type: 'reward', money: 500, discount: 0, atLeast: 5000, siteName: '十八洞村猕猴桃合作社', state: 1, startTime: t('2025-01-01T00:00:00'), endTime: t('2030-06-30T23:59:59'), useTime: null },
    { couponName: '832 产品 9 折券', type: 'discount', money: 0, discount: 90, atLeast: 0, siteName: '平台通用', state: 1, startTime: t('2025-01-01T00:00:00'), endTime: t('2030-12-31T23:59:59'), useTime: null },
    { couponName: '新人无门槛 5 元券', type: 'reward', money: 500, discount: 0, atLeast: 0, siteName: '平台通用', state: 2, startTime: t('2025-01-01T00:00:00'), endTime: t('2025-12-31T23:59:59'), useTime: t('2025-02-14T20:31:00') },
    { couponName: '赣南脐橙满 59 减 8', type: 'reward', money: 800, discount: 0, atLeast: 5900, siteName: '赣南脐橙直供店', state: 2, startTime: t('2025-01-01T00:00:00'), endTime: t('2025-12-31T23:59:59'), useTime: t('2025-03-02T09:12:00') },
    { couponName: '年货节满 199 减 30', type: 'reward', money: 3000, discount: 0, atLeast: 19900, siteName: '平台通用', state: 1, startTime: t('2025-01-10T00:00:00'), endTime: t('2025-02-10T23:59:59'), useTime: null },
    { couponName: '春茶尝鲜 8.5 折券', type: 'discount', money: 0, discount: 85, atLeast: 3000, siteName: '古丈毛尖茶厂', state: 1, startTime: t('2025-03-01T00:00:00'), endTime: t('2025-04-30T23:59:59'), useTime: null },
  ].map((c, i) => ({ couponId: i + 1, memberId: m, siteId: 0, createTime: c.startTime, ...c }));
  const invoices = [
    { id: 1, memberId: m, invoiceType: 1, titleType: 1, invoiceTitle: '李秀英', taxNumber: '', email: 'demo@example.cn', isDefault: true },
    { id: 2, memberId: m, invoiceType: 2, titleType: 2, invoiceTitle: '长沙市岳麓区总工会', taxNumber: '91430104MA4L0XXX2K', email: '', companyAddress: '长沙市岳麓区金星中路 383 号', companyPhone: '0731-88888888', bankName: '中国农业银行长沙岳麓支行', bankAccount: '18050101040012345', isDefault: false },
  ].map((r) => ({ createTime: t('2025-03-05T09:00:00'), ...r }));
  const banks = [
    { id: 1, memberId: m, withdrawType: 'bank', realname: '李秀英', mobile: '13800138000', branchBankName: '中国农业银行长沙岳麓支行', bankAccount: '6228480018888888888', isDefault: true },
    { id: 2, memberId: m, withdrawType: 'alipay', realname: '李秀英', mobile: '13800138000', branchBankName: '', bankAccount: '13800138000', isDefault: false },
    { id: 3, memberId: 2, withdrawType: 'wechatpay', realname: '张桂兰', mobile: '13900001000', branchBankName: '', bankAccount: 'zhangguilan_18', isDefault: true },
  ].map((r) => ({ createTime: t('2025-03-06T09:00:00'), ...r }));
  const withdraws = [
    { id: 1, withdrawNo: 'W20250310100000000001', transferType: 'bank', bankName: '中国农业银行长沙岳麓支行', accountNumber: '6228480018888888888', applyMoney: 20000, status: 2, refuseReason: '', applyTime: t('2025-03-10T10:00:00'), paymentTime: t('2025-03-11T15:30:00') },
    { id: 2, withdrawNo: 'W20250320100000000002', transferType: 'alipay', bankName: '支付宝', accountNumber: '13800138000', applyMoney: 5000, status: -1, refuseReason: '收款账户姓名与实名信息不一致，金额已退回余额', applyTime: t('2025-03-20T10:00:00'), paymentTime: null },
  ].map((w) => ({ ...w, memberId: m, realname: '李秀英', mobile: '13800138000', rate: 60, serviceMoney: Math.round((w.applyMoney * 60) / 10_000), money: w.applyMoney - Math.round((w.applyMoney * 60) / 10_000) }));
  const accountRows: Omit<typeof a.memberAccount.$inferInsert, 'memberId'>[] = [
    { accountType: 'balance', accountData: 50000, fromType: 'recharge', typeName: '充值', remark: '充值 充 500 送 50（线下转账）', createTime: t('2025-02-01T12:00:00') },
    { accountType: 'balance', accountData: -rng.int(50, 200) * 100, fromType: 'order', typeName: '订单消费', remark: '购买 五常大米 5kg', createTime: t('2025-02-03T19:20:00') },
    { accountType: 'balance', accountData: -20000, fromType: 'withdraw', typeName: '提现', remark: '提现申请 W20250310100000000001', relateId: 1, createTime: t('2025-03-10T10:00:00') },
    { accountType: 'balance', accountData: -5000, fromType: 'withdraw', typeName: '提现', remark: '提现申请 W20250320100000000002', relateId: 2, createTime: t('2025-03-20T10:00:00') },
    { accountType: 'balance', accountData: 5000, fromType: 'withdraw_refund', typeName: '提现退回', remark: '提现被拒绝，金额退回', relateId: 2, createTime: t('2025-03-21T09:00:00') },
    { accountType: 'point', accountData: 500, fromType: 'recharge', typeName: '充值', remark: '充值赠送 充 500 送 50', createTime: t('2025-02-01T12:00:00') },
    { accountType: 'point', accountData: 5, fromType: 'signin', typeName: '签到奖励', remark: '连续签到第 1 天', createTime: t('2025-03-01T08:00:00') },
    { accountType: 'point', accountData: 5, fromType: 'signin', typeName: '签到奖励', remark: '连续签到第 2 天', createTime: t('2025-03-02T08:00:00') },
    { accountType: 'point', accountData: -200, fromType: 'order', typeName: '订单消费', remark: '积分抵扣', createTime: t('2025-03-05T21:00:00') },
  ];
  const accounts = accountRows.map((r, i) => ({ id: i + 1, memberId: m, ...r }));
  const certs = [
    { id: 1, memberId: m, kind: 'coop', status: 2, name: '十八洞村猕猴桃种植专业合作社', remark: '', updateTime: t('2025-02-20T10:00:00') },
    { id: 2, memberId: 2, kind: 'fupin', status: 1, name: '张桂兰（花垣县脱贫户）', remark: '', updateTime: t('2025-03-01T10:00:00') },
  ];
  const verifies = [
    { id: 1, memberId: m, verifyCode: code(), verifyType: 'pickup', orderNo: 'O20250401100000000101', siteName: '十八洞村猕猴桃合作社', storeName: '长沙岳麓自提点', storeAddress: '长沙市岳麓区麓山南路 932 号', items: [{ sku_name: '湘西猕猴桃 5kg 礼盒', sku_image: '', num: 1, price: 6800 }], isVerify: false, verifierName: '', verifyTime: null, expireTime: t('2030-12-31T23:59:59'), createTime: t('2025-04-01T10:00:00') },
    { id: 2, memberId: m, verifyCode: code(), verifyType: 'virtualgoods', orderNo: 'O20250402100000000102', siteName: '张家界旅游扶贫馆', storeName: '', storeAddress: '', items: [{ sku_name: '武陵源景区门票（电子票）', sku_image: '', num: 2, price: 22500 }], isVerify: true, verifierName: '景区检票口 3 号', verifyTime: t('2025-04-05T09:30:00'), expireTime: t('2025-12-31T23:59:59'), createTime: t('2025-04-02T10:00:00') },
    { id: 3, memberId: m, verifyCode: code(), verifyType: 'pickup', orderNo: 'O20250403100000000103', siteName: '赣南脐橙直供店', storeName: '瑞金红都自提点', storeAddress: '瑞金市象湖镇红都大道 18 号', items: [{ sku_name: '赣南脐橙 10 斤装', sku_image: '', num: 2, price: 5990 }], isVerify: true, verifierName: '店员 刘师傅', verifyTime: t('2025-04-04T16:00:00'), expireTime: null, createTime: t('2025-04-03T10:00:00') },
  ];
  const profiles = [{ memberId: m, registerType: 'personal' }];
  return { rechargePackages, addresses, coupons, invoices, banks, withdraws, accounts, certs, verifies, profiles };
}

/** Seeds the account data once; answers the row counts, or {} when already done. */
export async function seedAccountData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const counts: Record<string, number> = {};
    const put = async (table: PgTable, rows: Record<string, unknown>[], idColumn?: string) => {
      await insertRows(tx, table, rows, idColumn);
      counts[getTableName(table)] = rows.length;
    };
    await put(a.agreement, AGREEMENTS.map((g) => ({ ...g, content: sanitizeHtml(g.content) })));
    await put(a.region, buildRegions() as unknown as Record<string, unknown>[]);
    const data = buildAccountSeed();
    await put(a.rechargePackage, data.rechargePackages, 'recharge_id');
    // Demo data needs the base seed's members (absent when only the schema exists).
    const [demo] = await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, DEMO_MEMBER_ID));
    const [second] = await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, 2));
    if (demo && second) {
      await put(a.memberProfile, data.profiles);
      await put(a.memberAddress, data.addresses, 'id');
      await put(a.memberCoupon, data.coupons, 'coupon_id');
      await put(a.invoiceInfo, data.invoices, 'id');
      await put(a.memberBankAccount, data.banks, 'id');
      await put(a.memberWithdraw, data.withdraws, 'id');
      await put(a.memberAccount, data.accounts, 'id');
      await put(a.memberCert, data.certs, 'id');
      await put(a.verifyCode, data.verifies, 'id');
    }
    await markSeeded(tx, MARKER);
    return counts;
  });
}

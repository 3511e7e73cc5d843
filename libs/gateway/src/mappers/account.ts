// Account and member domain: mall-api's snake_case member, address, invoice, bank account, withdrawal,
// recharge, coupon, sign-in and verification shapes → the camelCase types of schema/account.graphql
// (REST codes → SDL enums). Resolvers call these.
import type { EndpointPath, MemberInfo, ResponseOf } from '@mall/rest-contract';
import type {
  AccountType,
  CertStatus,
  CouponState,
  InvoiceKind,
  InvoiceTitleType,
  Member,
  RechargeStatus,
  RegionNode,
  RegisterType,
  TransferType,
  VerifyType,
  WithdrawStatus,
} from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest<P extends EndpointPath> = ResponseOf<P>;

export const toRegisterType = (t: string): RegisterType => (t === 'company' ? 'COMPANY' : 'PERSONAL');
export const toTransfer = (t: string): TransferType => (t === 'alipay' ? 'ALIPAY' : t === 'wechatpay' ? 'WECHATPAY' : 'BANK');
const CERT: Record<number, CertStatus> = { 0: 'NONE', 1: 'PENDING', 2: 'PASSED', [-1]: 'REFUSED' };
const COUPON_STATE_OF: Record<number, CouponState> = { 1: 'UNUSED', 2: 'USED', 3: 'EXPIRED' };
const WITHDRAW_STATUS_OF: Record<number, WithdrawStatus> = { 0: 'PENDING', 1: 'APPROVED', 2: 'TRANSFERRED', [-1]: 'REFUSED' };
const RECHARGE_STATUS_OF: Record<number, RechargeStatus> = { 0: 'UNPAID', 1: 'PAID', [-1]: 'CLOSED' };

export const toMember = (m: MemberInfo): Member => ({
  id: m.member_id,
  username: m.username,
  nickname: m.nickname,
  headimg: m.headimg,
  mobile: m.mobile,
  levelName: m.member_level_name,
  balance: exactYuanToFen(m.balance),
  point: m.point,
});

export const toMemberDetail = (d: Rest<'/api/member/detail'>) => ({
  id: d.member_id,
  username: d.username,
  nickname: d.nickname,
  headimg: d.headimg,
  mobile: d.mobile,
  registerType: toRegisterType(d.register_type),
  companyName: d.company_name,
  levelId: d.level_id,
  levelName: d.member_level_name,
  balance: exactYuanToFen(d.balance),
  balanceFrozen: exactYuanToFen(d.balance_frozen),
  point: d.point,
  regTime: d.reg_time,
  lastLoginTime: d.last_login_time,
});

export const toRegisterConfig = (c: Rest<'/api/register/config'>) => ({
  registerTypes: c.register_types.map(toRegisterType),
  mobileRequired: c.mobile_required,
  smsRequired: c.sms_required,
  usernameOptional: c.username_optional,
  agreementRequired: c.agreement_required,
  passwordMin: c.password_min,
  passwordMax: c.password_max,
  passwordRule: c.password_rule,
  phonePattern: c.phone_pattern,
  smsResendSeconds: c.sms_resend_seconds,
});

export const toSmsSent = (s: { expire_seconds: number; resend_seconds: number }) => ({ expireSeconds: s.expire_seconds, resendSeconds: s.resend_seconds });
export const toResetKey = (r: Rest<'/api/findpassword/mobilecodechecked'>) => ({ key: r.key, expireSeconds: r.expire_seconds });

export const toCert = (c: Rest<'/api/member/authCoop'>) => ({
  status: CERT[c.status] ?? 'NONE',
  statusName: c.status_name,
  name: c.name,
  remark: c.remark,
  images: c.images,
  updateTime: c.update_time,
});

export const toLevel = (l: Rest<'/api/memberlevel/lists'>[number]) => ({ id: l.level_id, name: l.level_name, growth: l.growth, isCurrent: l.is_current });
export const toAccount = (a: Rest<'/api/memberaccount/info'>) => ({ balance: exactYuanToFen(a.balance), balanceFrozen: exactYuanToFen(a.balance_frozen), point: a.point });
export const toAccountRecord = (r: Rest<'/api/memberaccount/page'>['list'][number]) => ({
  id: r.id,
  type: r.account_type.toUpperCase() as AccountType,
  // One REST field carries both accounts' movements: money becomes fen, points stay points.
  amount: r.account_type === 'balance' ? exactYuanToFen(r.account_data) : null,
  points: r.account_type === 'point' ? Number(r.account_data) : null,
  source: r.from_type,
  sourceName: r.type_name,
  remark: r.remark,
  createTime: r.create_time,
});

export const toRegion = (r: Rest<'/api/address/lists'>[number]) => ({ id: r.id, pid: r.pid, name: r.name, level: r.level, hasChildren: r.has_children });
export const toRegionNode = (r: Rest<'/api/address/lists1'>[number]): RegionNode => ({ ...toRegion(r), children: r.children.map(toRegionNode) });
export const toCity = (c: Rest<'/api/address/city'>[number]) => ({ id: c.id, name: c.name, provinceId: c.province_id, provinceName: c.province_name });

export const toAddress = (a: Rest<'/api/memberaddress/info'>) => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  telephone: a.telephone,
  provinceId: a.province_id,
  cityId: a.city_id,
  districtId: a.district_id,
  address: a.address,
  fullAddress: a.full_address,
  isDefault: a.is_default,
  createTime: a.create_time,
});

export const toSigninConfig = (c: Rest<'/api/membersignin/config'>) => ({ isOpen: c.is_open, rules: c.rules, cycle: c.cycle });
export const toSigninState = (s: Rest<'/api/membersignin/isSign'>) => ({ signed: s.signed, days: s.days, nextPoint: s.next_point });
export const toSignin = (r: Rest<'/api/membersignin/signin'>) => ({ point: r.point, days: r.days, totalPoint: r.total_point });

export const toCoupon = (c: Rest<'/api/coupon/memberpage'>['list'][number]) => ({
  id: c.coupon_id,
  name: c.coupon_name,
  type: c.type === 'discount' ? ('DISCOUNT' as const) : ('REWARD' as const),
  money: exactYuanToFen(c.money),
  discount: c.discount,
  atLeast: exactYuanToFen(c.at_least),
  shopId: c.site_id,
  shopName: c.site_name,
  state: COUPON_STATE_OF[c.state] ?? 'UNUSED',
  startTime: c.start_time,
  endTime: c.end_time,
  useTime: c.use_time,
});

export const toInvoice = (i: Rest<'/api/invoiceInfo/info'>) => ({
  id: i.id,
  kind: (i.invoice_type === 2 ? 'SPECIAL' : 'NORMAL') as InvoiceKind,
  titleType: (i.title_type === 2 ? 'COMPANY' : 'PERSONAL') as InvoiceTitleType,
  title: i.invoice_title,
  taxNumber: i.tax_number,
  email: i.email,
  companyAddress: i.company_address,
  companyPhone: i.company_phone,
  bankName: i.bank_name,
  bankAccount: i.bank_account,
  isDefault: i.is_default,
  createTime: i.create_time,
});

export const toBank = (b: Rest<'/api/memberbankaccount/info'>) => ({
  id: b.id,
  type: toTransfer(b.withdraw_type),
  typeName: b.withdraw_type_name,
  realname: b.realname,
  mobile: b.mobile,
  branchBankName: b.branch_bank_name,
  account: b.bank_account,
  isDefault: b.is_default,
  createTime: b.create_time,
});

export const toTransferType = (t: Rest<'/api/memberwithdraw/transferType'>[number]) => ({ type: toTransfer(t.type), name: t.name });
export const toWithdrawConfig = (c: Rest<'/api/memberwithdraw/config'>) => ({ isOpen: c.is_open, min: exactYuanToFen(c.min), max: exactYuanToFen(c.max), rate: c.rate, transferTypes: c.transfer_types.map(toTransfer) });
export const toWithdrawApplied = (r: Rest<'/api/memberwithdraw/apply'>) => ({ id: r.id, withdrawNo: r.withdraw_no, balance: exactYuanToFen(r.balance) });

export const toWithdrawal = (w: Rest<'/api/memberwithdraw/page'>['list'][number] & Partial<Rest<'/api/memberwithdraw/info'>>) => ({
  id: w.id,
  withdrawNo: w.withdraw_no,
  transferType: toTransfer(w.transfer_type),
  transferTypeName: w.transfer_type_name,
  applyMoney: exactYuanToFen(w.apply_money),
  serviceMoney: exactYuanToFen(w.service_money),
  money: exactYuanToFen(w.money),
  status: WITHDRAW_STATUS_OF[w.status] ?? 'PENDING',
  statusName: w.status_name,
  applyTime: w.apply_time,
  realname: w.realname ?? null,
  mobile: w.mobile ?? null,
  bankName: w.bank_name ?? null,
  accountNumber: w.account_number ?? null,
  refuseReason: w.refuse_reason ?? null,
  paymentTime: w.payment_time ?? null,
});

export const toRechargePackage = (r: Rest<'/api/memberrecharge/page'>['list'][number]) => ({
  id: r.recharge_id,
  name: r.recharge_name,
  coverImg: r.cover_img,
  faceValue: exactYuanToFen(r.face_value),
  buyPrice: exactYuanToFen(r.buy_price),
  point: r.point,
});
export const toRechargePayType = (t: Rest<'/api/memberrecharge/paytype'>[number]) => ({ type: 'DEMO' as const, name: t.name, desc: t.desc, isDemo: t.is_demo });

export const toRechargeOrder = (o: Rest<'/api/memberrecharge/orderinfo'>) => ({
  id: o.order_id,
  orderNo: o.order_no,
  packageId: o.recharge_id,
  packageName: o.recharge_name,
  coverImg: o.cover_img,
  faceValue: exactYuanToFen(o.face_value),
  buyPrice: exactYuanToFen(o.buy_price),
  point: o.point,
  status: RECHARGE_STATUS_OF[o.status] ?? 'UNPAID',
  statusName: o.status_name,
  payTypeName: o.pay_type_name,
  createTime: o.create_time,
  payTime: o.pay_time,
});

export const toVerify = (v: Rest<'/api/verify/page'>['list'][number] & Partial<Rest<'/api/verify/info'>>) => ({
  id: v.id,
  code: v.verify_code,
  type: (v.verify_type === 'virtualgoods' ? 'VIRTUAL_GOODS' : 'PICKUP') as VerifyType,
  typeName: v.verify_type_name,
  orderNo: v.order_no,
  shopName: v.site_name,
  items: v.items.map((i) => ({ skuName: i.sku_name, skuImage: i.sku_image, num: i.num, price: exactYuanToFen(i.price) })),
  verified: v.is_verify,
  verifyTime: v.verify_time,
  expireTime: v.expire_time,
  createTime: v.create_time,
  storeName: v.store_name ?? null,
  storeAddress: v.store_address ?? null,
  verifierName: v.verifier_name ?? null,
});

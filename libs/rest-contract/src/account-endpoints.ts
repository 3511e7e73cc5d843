// The REST calls of accounts and the member centre, spread into `endpoints`.
// Avatar upload is multipart and lives outside this table: POST /api/upload/headimg (see mall-api).
import { z } from 'zod';
import { endpoint, emptyRequest } from './endpoint';
import * as a from './account';
import { loginResult } from './member';

const ok = z.boolean();

export const accountEndpoints = {
  // Register.
  '/api/register/aggrement': endpoint({ request: emptyRequest, response: a.agreement, auth: 'none', summary: '注册协议' }),
  '/api/register/aggrementCompany': endpoint({ request: emptyRequest, response: a.agreement, auth: 'none', summary: '单位注册协议' }),
  '/api/register/aggrementPrivacy': endpoint({ request: emptyRequest, response: a.agreement, auth: 'none', summary: '隐私政策' }),
  '/api/register/aggrementSafegus': endpoint({ request: emptyRequest, response: a.agreement, auth: 'none', summary: '消费者权益保障' }),
  '/api/register/config': endpoint({ request: emptyRequest, response: a.registerConfig, auth: 'none', summary: '注册规则' }),
  '/api/register/mobileCode': endpoint({ request: a.smsSendRequest, response: a.smsSent, auth: 'none', summary: '注册短信验证码' }),
  '/api/register/mobile': endpoint({ request: a.registerRequest, response: loginResult, auth: 'none', summary: '手机号注册（个人/单位）' }),
  // Login by SMS.
  '/api/login/mobileCode': endpoint({ request: a.smsSendRequest, response: a.smsSent, auth: 'none', summary: '登录短信验证码' }),
  '/api/login/mobile': endpoint({ request: a.mobileLoginRequest, response: loginResult, auth: 'none', summary: '短信验证码登录' }),
  // Find password.
  '/api/findpassword/mobilecode': endpoint({ request: a.smsSendRequest, response: a.smsSent, auth: 'none', summary: '找回密码短信验证码' }),
  '/api/findpassword/mobilecodechecked': endpoint({ request: a.codeCheckRequest, response: a.resetKey, auth: 'none', summary: '校验找回密码验证码' }),
  '/api/findpassword/mobile': endpoint({ request: a.resetPasswordRequest, response: ok, auth: 'none', summary: '重置密码' }),
  '/api/member/checkmobile': endpoint({ request: a.checkMobileRequest, response: a.checkMobileResult, auth: 'none', summary: '手机号是否已注册' }),
  // Member centre.
  '/api/member/detail': endpoint({ request: emptyRequest, response: a.memberDetail, auth: 'required', summary: '会员详情' }),
  '/api/member/modifynickname': endpoint({ request: a.nicknameRequest, response: ok, auth: 'required', summary: '修改昵称' }),
  '/api/member/modifypassword': endpoint({ request: a.modifyPasswordRequest, response: ok, auth: 'required', summary: '修改密码' }),
  '/api/member/modifymobileCode': endpoint({ request: a.smsSendRequest, response: a.smsSent, auth: 'required', summary: '更换手机号验证码（发往新号码）' }),
  '/api/member/modifymobile': endpoint({ request: a.modifyMobileRequest, response: ok, auth: 'required', summary: '更换手机号' }),
  '/api/member/authfupin': endpoint({ request: a.fupinApplyRequest, response: a.certStatus, auth: 'required', summary: '扶贫认证状态/申请' }),
  // Also answers GET (SPEC §7 "GET /api/member/authCoop"): see ACCOUNT_GET_ALSO.
  '/api/member/authCoop': endpoint({ request: emptyRequest, response: a.certStatus, auth: 'required', summary: '合作社认证状态' }),
  '/api/member/applyCoop': endpoint({ request: a.coopApplyRequest, response: a.certStatus, auth: 'required', summary: '申请合作社认证' }),
  '/api/member/couponnum': endpoint({ request: emptyRequest, response: z.number().int(), auth: 'required', summary: '可用优惠券数量' }),
  '/api/order/num': endpoint({ request: emptyRequest, response: a.orderNum, auth: 'required', summary: '各状态订单数量' }),
  '/api/memberlevel/lists': endpoint({ request: emptyRequest, response: z.array(a.memberLevelEntry), auth: 'optional', summary: '会员等级' }),
  // Balance and points.
  '/api/memberaccount/info': endpoint({ request: emptyRequest, response: a.accountInfo, auth: 'required', summary: '余额与积分' }),
  '/api/memberaccount/page': endpoint({ request: a.accountPageRequest, response: a.accountPage, auth: 'required', summary: '账户明细' }),
  // Addresses and regions.
  '/api/memberaddress/page': endpoint({ request: a.pageOnly, response: a.memberAddressPage, auth: 'required', summary: '收货地址列表' }),
  '/api/memberaddress/info': endpoint({ request: a.accountIdRequest('地址编号'), response: a.memberAddress, auth: 'required', summary: '收货地址详情' }),
  '/api/memberaddress/add': endpoint({ request: a.addressFields, response: z.number().int(), auth: 'required', summary: '新增收货地址' }),
  '/api/memberaddress/edit': endpoint({ request: a.addressEditRequest, response: ok, auth: 'required', summary: '修改收货地址' }),
  '/api/memberaddress/setdefault': endpoint({ request: a.accountIdRequest('地址编号'), response: ok, auth: 'required', summary: '设为默认地址' }),
  '/api/memberaddress/delete': endpoint({ request: a.accountIdRequest('地址编号'), response: ok, auth: 'required', summary: '删除收货地址' }),
  '/api/address/lists': endpoint({ request: a.regionListRequest, response: z.array(a.region), auth: 'none', summary: '下级地区' }),
  '/api/address/lists1': endpoint({ request: a.regionTreeRequest, response: z.array(a.regionNode), auth: 'none', summary: '地区树' }),
  '/api/address/city': endpoint({ request: a.cityRequest, response: z.array(a.cityEntry), auth: 'none', summary: '城市列表' }),
  // Sign-in.
  '/api/membersignin/config': endpoint({ request: emptyRequest, response: a.signinConfig, auth: 'none', summary: '签到规则' }),
  '/api/membersignin/signin': endpoint({ request: emptyRequest, response: a.signinResult, auth: 'required', summary: '签到' }),
  '/api/membersignin/isSign': endpoint({ request: emptyRequest, response: a.signinState, auth: 'required', summary: '今日是否已签到' }),
  // Coupons.
  '/api/coupon/memberpage': endpoint({ request: a.couponPageRequest, response: a.memberCouponPage, auth: 'required', summary: '我的优惠券' }),
  // Invoice titles.
  '/api/invoiceInfo/page': endpoint({ request: a.pageOnly, response: a.invoiceInfoPage, auth: 'required', summary: '发票抬头列表' }),
  '/api/invoiceInfo/info': endpoint({ request: a.accountIdRequest('发票抬头编号'), response: a.invoiceInfo, auth: 'required', summary: '发票抬头详情' }),
  '/api/invoiceInfo/add': endpoint({ request: a.invoiceAddRequest, response: z.number().int(), auth: 'required', summary: '新增发票抬头' }),
  '/api/invoiceInfo/edit': endpoint({ request: a.invoiceEditRequest, response: ok, auth: 'required', summary: '修改发票抬头' }),
  '/api/invoiceInfo/delete': endpoint({ request: a.accountIdRequest('发票抬头编号'), response: ok, auth: 'required', summary: '删除发票抬头' }),
  // Withdrawal accounts.
  '/api/memberbankaccount/page': endpoint({ request: a.pageOnly, response: a.bankAccountPage, auth: 'required', summary: '提现账户列表' }),
  '/api/memberbankaccount/info': endpoint({ request: a.accountIdRequest('账户编号'), response: a.bankAccount, auth: 'required', summary: '提现账户详情' }),
  '/api/memberbankaccount/add': endpoint({ request: a.bankAccountAddRequest, response: z.number().int(), auth: 'required', summary: '新增提现账户' }),
  '/api/memberbankaccount/edit': endpoint({ request: a.bankAccountEditRequest, response: ok, auth: 'required', summary: '修改提现账户' }),
  '/api/memberbankaccount/delete': endpoint({ request: a.accountIdRequest('账户编号'), response: ok, auth: 'required', summary: '删除提现账户' }),
  '/api/memberbankaccount/setdefault': endpoint({ request: a.accountIdRequest('账户编号'), response: ok, auth: 'required', summary: '设为默认提现账户' }),
  // Withdrawals.
  '/api/memberwithdraw/transferType': endpoint({ request: emptyRequest, response: z.array(a.transferTypeEntry), auth: 'none', summary: '提现方式' }),
  '/api/memberwithdraw/config': endpoint({ request: emptyRequest, response: a.withdrawConfig, auth: 'none', summary: '提现规则' }),
  '/api/memberwithdraw/apply': endpoint({ request: a.withdrawApplyRequest, response: a.withdrawApplied, auth: 'required', summary: '申请提现' }),
  '/api/memberwithdraw/page': endpoint({ request: a.withdrawPageRequest, response: a.withdrawPage, auth: 'required', summary: '提现记录' }),
  '/api/memberwithdraw/info': endpoint({ request: a.accountIdRequest('提现编号'), response: a.withdrawDetail, auth: 'required', summary: '提现详情' }),
  // Recharge.
  '/api/memberrecharge/page': endpoint({ request: a.pageOnly, response: a.rechargePackagePage, auth: 'none', summary: '充值套餐' }),
  '/api/memberrecharge/create': endpoint({ request: a.rechargeCreateRequest, response: a.rechargeOrder, auth: 'required', summary: '创建充值订单' }),
  '/api/memberrecharge/orderpage': endpoint({ request: a.rechargeOrderPageRequest, response: a.rechargeOrderPage, auth: 'required', summary: '充值记录' }),
  '/api/memberrecharge/orderinfo': endpoint({ request: a.orderIdRequest, response: a.rechargeOrder, auth: 'required', summary: '充值订单详情' }),
  '/api/memberrecharge/paytype': endpoint({ request: emptyRequest, response: z.array(a.payTypeEntry), auth: 'none', summary: '充值支付方式' }),
  '/api/memberrecharge/pay': endpoint({ request: a.rechargePayRequest, response: a.rechargeOrder, auth: 'required', summary: '支付充值订单（演示支付）' }),
  // Verification codes.
  '/api/verify/page': endpoint({ request: a.verifyPageRequest, response: a.verifyPage, auth: 'required', summary: '核销码列表' }),
  '/api/verify/info': endpoint({ request: a.accountIdRequest('核销码编号'), response: a.verifyDetail, auth: 'required', summary: '核销码详情' }),
} as const;

/** Account calls that need no login but change state (send SMS, register, log in): POST only, never GET. */
export const ACCOUNT_POST_ONLY: readonly (keyof typeof accountEndpoints)[] = [
  '/api/register/mobileCode',
  '/api/register/mobile',
  '/api/login/mobileCode',
  '/api/login/mobile',
  '/api/findpassword/mobilecode',
  '/api/findpassword/mobilecodechecked',
  '/api/findpassword/mobile',
  '/api/member/checkmobile',
];

/** Login-required calls that also answer GET with the body as query string (SPEC §7 names them GET). */
export const ACCOUNT_GET_ALSO: readonly (keyof typeof accountEndpoints)[] = ['/api/member/authCoop'];

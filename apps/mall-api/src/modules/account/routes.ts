// Handlers of the account endpoints (libs/rest-contract/src/account-endpoints.ts), login included.
import type { PartialHandlers, SessionMember } from '../../http/types';
import type { AddressService } from './address-service';
import { AGREEMENT_KEYS, type AuthService } from './auth-service';
import type { LoginService } from './login-service';
import type { ProfileService } from './profile-service';
import type { WalletService } from './wallet-service';

// `required` endpoints always get a member (the REST plugin answers TOKEN_ERROR otherwise).
const id = (member: SessionMember | null) => member!.memberId;

export const accountRoutes = (login: LoginService, auth: AuthService, profile: ProfileService, address: AddressService, wallet: WalletService) =>
  ({
    '/api/login/login': ({ input, request }) => login.login(input, request.ip),
    '/api/login/login_captcha': ({ input, request }) => login.loginCaptcha(input.username, request.ip),
    '/api/login/logout': ({ common }) => login.logout(common.token),
    '/api/member/info': ({ member }) => login.info(id(member)),
    '/api/register/aggrement': () => auth.agreement(AGREEMENT_KEYS['/api/register/aggrement']),
    '/api/register/aggrementCompany': () => auth.agreement(AGREEMENT_KEYS['/api/register/aggrementCompany']),
    '/api/register/aggrementPrivacy': () => auth.agreement(AGREEMENT_KEYS['/api/register/aggrementPrivacy']),
    '/api/register/aggrementSafegus': () => auth.agreement(AGREEMENT_KEYS['/api/register/aggrementSafegus']),
    '/api/register/config': async () => auth.config(),
    '/api/register/mobileCode': ({ input, request }) => auth.sendCode('register', input, request.ip),
    '/api/register/mobile': ({ input }) => auth.register(input),
    '/api/login/mobileCode': ({ input, request }) => auth.sendCode('login', input, request.ip),
    '/api/login/mobile': ({ input, request }) => auth.mobileLogin(input, request.ip),
    '/api/findpassword/mobilecode': ({ input, request }) => auth.sendCode('findpassword', input, request.ip),
    '/api/findpassword/mobilecodechecked': ({ input }) => auth.checkResetCode(input.mobile, input.code),
    '/api/findpassword/mobile': ({ input }) => auth.resetPassword(input),
    '/api/member/checkmobile': ({ input, request }) => auth.checkMobile(input.mobile, request.ip),

    '/api/member/detail': ({ member }) => profile.detail(id(member)),
    '/api/member/modifynickname': ({ member, input }) => profile.modifyNickname(id(member), input.nickname),
    '/api/member/modifypassword': ({ member, input }) => auth.modifyPassword(id(member), member!.tokenId, input),
    '/api/member/modifymobileCode': ({ member, input, request }) => auth.sendCode('modifymobile', input, request.ip, id(member)),
    '/api/member/modifymobile': ({ member, input }) => auth.modifyMobile(id(member), input),
    '/api/member/authfupin': ({ member, input }) => profile.authFupin(id(member), input),
    '/api/member/authCoop': ({ member }) => profile.cert(id(member), 'coop'),
    '/api/member/applyCoop': ({ member, input }) => profile.applyCoop(id(member), input),
    '/api/member/couponnum': ({ member }) => profile.couponNum(id(member)),
    '/api/order/num': ({ member }) => profile.orderNum(id(member)),
    '/api/memberlevel/lists': ({ member }) => profile.levels(member?.memberId ?? null),
    '/api/memberaccount/info': ({ member }) => profile.accountInfo(id(member)),
    '/api/memberaccount/page': ({ member, input }) => profile.accountPage(id(member), input),

    '/api/memberaddress/page': ({ member, input }) => address.page(id(member), input.page, input.page_size),
    '/api/memberaddress/info': ({ member, input }) => address.info(id(member), input.id),
    '/api/memberaddress/add': ({ member, input }) => address.add(id(member), input),
    '/api/memberaddress/edit': ({ member, input }) => address.edit(id(member), input),
    '/api/memberaddress/setdefault': ({ member, input }) => address.setDefault(id(member), input.id),
    '/api/memberaddress/delete': ({ member, input }) => address.remove(id(member), input.id),
    '/api/address/lists': ({ input }) => address.lists(input.pid, input.level),
    '/api/address/lists1': ({ input }) => address.tree(input.level),
    '/api/address/city': ({ input }) => address.cities(input.keyword),

    '/api/membersignin/config': async () => profile.signinConfig(),
    '/api/membersignin/signin': ({ member }) => profile.signin(id(member)),
    '/api/membersignin/isSign': ({ member }) => profile.isSign(id(member)),
    '/api/coupon/memberpage': ({ member, input }) => profile.couponPage(id(member), input),

    '/api/invoiceInfo/page': ({ member, input }) => wallet.invoicePage(id(member), input.page, input.page_size),
    '/api/invoiceInfo/info': ({ member, input }) => wallet.invoiceInfo(id(member), input.id),
    '/api/invoiceInfo/add': ({ member, input }) => wallet.invoiceAdd(id(member), input),
    '/api/invoiceInfo/edit': ({ member, input }) => wallet.invoiceEdit(id(member), input),
    '/api/invoiceInfo/delete': ({ member, input }) => wallet.invoiceDelete(id(member), input.id),

    '/api/memberbankaccount/page': ({ member, input }) => wallet.bankPage(id(member), input.page, input.page_size),
    '/api/memberbankaccount/info': ({ member, input }) => wallet.bankInfo(id(member), input.id),
    '/api/memberbankaccount/add': ({ member, input }) => wallet.bankAdd(id(member), input),
    '/api/memberbankaccount/edit': ({ member, input }) => wallet.bankEdit(id(member), input),
    '/api/memberbankaccount/delete': ({ member, input }) => wallet.bankDelete(id(member), input.id),
    '/api/memberbankaccount/setdefault': ({ member, input }) => wallet.bankSetDefault(id(member), input.id),

    '/api/memberwithdraw/transferType': async () => wallet.transferTypes(),
    '/api/memberwithdraw/config': async () => wallet.withdrawConfig(),
    '/api/memberwithdraw/apply': ({ member, input }) => wallet.withdrawApply(id(member), input),
    '/api/memberwithdraw/page': ({ member, input }) => wallet.withdrawPage(id(member), input),
    '/api/memberwithdraw/info': ({ member, input }) => wallet.withdrawInfo(id(member), input.id),

    '/api/memberrecharge/page': ({ input }) => wallet.rechargePackages(input.page, input.page_size),
    '/api/memberrecharge/create': ({ member, input }) => wallet.rechargeCreate(id(member), input),
    '/api/memberrecharge/orderpage': ({ member, input }) => wallet.rechargeOrders(id(member), input),
    '/api/memberrecharge/orderinfo': ({ member, input }) => wallet.rechargeOrderInfo(id(member), input.order_id),
    '/api/memberrecharge/paytype': async () => wallet.payTypes(),
    '/api/memberrecharge/pay': ({ member, input }) => wallet.rechargePay(id(member), input),

    '/api/verify/page': ({ member, input }) => wallet.verifyPage(id(member), input),
    '/api/verify/info': ({ member, input }) => wallet.verifyInfo(id(member), input.id),
  }) satisfies PartialHandlers;

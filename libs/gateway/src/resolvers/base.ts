// The site-wide resolvers (schema/schema.graphql): site settings, navigation, ads, floors, the
// header's member and cart, captcha, password login and logout. Mapped by mappers/content.ts,
// mappers/catalogue.ts and mappers/account.ts.
import { endpoints } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import { isTokenError } from '../errors';
import type { Resolvers, SiteResolvers } from '../generated/resolvers-types';
import { toMember } from '../mappers/account';
import { toCategory } from '../mappers/catalogue';
import {
  toAdvPosition,
  toCaptcha,
  toCopyright,
  toFloatLayer,
  toFloor,
  toFriendlyLink,
  toHelpClass,
  toNav,
  toNoticeAndArticle,
  toServicer,
  toSiteInfo,
} from '../mappers/content';
import { optionalIntInRange, parseRequest, stringLength } from '../validation';
import { completeLogin } from './session';
import { ID_MAX, memberOr } from './support';

type SiteInfo = ReturnType<typeof toSiteInfo>;

/**
 * The layout's calls (site, navigation, category tree, help, links, adverts, search words) are the same
 * for every shopper: asked without the token, so the gateway's public cache answers a member's too.
 */
const LAYOUT = { token: null } as const;

/** A Site field read from /api/website/info (one REST call per request, however many fields). */
const siteInfo =
  <K extends keyof SiteInfo>(key: K) =>
  async (_p: unknown, _a: unknown, ctx: GatewayContext): Promise<SiteInfo[K]> =>
    toSiteInfo(await ctx.rest.call('/api/website/info', {}, LAYOUT))[key];

const site: SiteResolvers<GatewayContext> = {
  siteId: siteInfo('siteId'),
  title: siteInfo('title'),
  desc: siteInfo('desc'),
  keywords: siteInfo('keywords'),
  logo: siteInfo('logo'),
  webStatus: siteInfo('webStatus'),
  webPhone: siteInfo('webPhone'),
  webQrcode: siteInfo('webQrcode'),
  defaultImages: (_p, _a, ctx) => ctx.rest.call('/api/config/defaultimg', {}, LAYOUT),
  copyright: async (_p, _a, ctx) => toCopyright(await ctx.rest.call('/api/config/copyright', {}, LAYOUT)),
  servicer: async (_p, _a, ctx) => toServicer(await ctx.rest.call('/api/config/servicer', {}, LAYOUT)),
};

export const baseResolvers: Resolvers = {
  Query: {
    site: () => ({}),
    navList: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/navList', {}, LAYOUT)).map(toNav),
    friendlyLinks: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/friendlyLink', {}, LAYOUT)).map(toFriendlyLink),
    adv: async (_p, args, ctx) => {
      const keyword = stringLength('keyword', '广告位关键字', args.keyword, 1, 64);
      return toAdvPosition(await ctx.rest.call('/api/adv/detail', { keyword }, LAYOUT));
    },
    categoryTree: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/goodscategory/tree', { level: 3, template: 2 }, LAYOUT)).map(toCategory),
    helpClasses: async (_p, args, ctx) => {
      const classNum = optionalIntInRange('classNum', args.classNum, 1, 50);
      const childNum = optionalIntInRange('childNum', args.childNum, 0, 100);
      const body: { class_num?: number; child_num?: number } = {};
      if (classNum !== undefined) body.class_num = classNum;
      if (childNum !== undefined) body.child_num = childNum;
      return (await ctx.rest.call('/api/helpclass/lists', body, LAYOUT)).map(toHelpClass);
    },
    hotSearchWords: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/hotSearchWords', {}, LAYOUT)).words,
    defaultSearchWord: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/defaultSearchWords', {}, LAYOUT)).words,
    floors: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/floors', {})).map(toFloor),
    noticeAndArticle: async (_p, args, ctx) => {
      const num = optionalIntInRange('num', args.num, 1, 20);
      return toNoticeAndArticle(await ctx.rest.call('/api/pc/noticeAndArticle', num === undefined ? {} : { num }));
    },
    floatLayer: async (_p, _a, ctx) => toFloatLayer(await ctx.rest.call('/api/pc/floatLayer', {})),
    member: (_p, _a, ctx) => memberOr(ctx, null, async () => toMember(await ctx.rest.call('/api/member/info', {}))),
    cart: (_p, _a, ctx) => ({ visitor: !ctx.token }),
    captcha: async (_p, _a, ctx) => toCaptcha(await ctx.rest.call('/api/captcha/captcha', {})),
    captchaProofOfWork: async (_p, args, ctx) =>
      ctx.rest.call('/api/captcha/pow', { captcha_id: stringLength('captchaId', '验证码编号', args.captchaId, 1, 64) }),
    loginNeedsCaptcha: async (_p, args, ctx) =>
      (await ctx.rest.call('/api/login/login_captcha', { username: stringLength('username', '账号', args.username ?? '', 0, 64) }, { cache: false })).pc_login,
    wapQrcode: async (_p, args, ctx) => {
      const siteId = optionalIntInRange('siteId', args.siteId, 0, ID_MAX) ?? 0;
      return (await ctx.rest.call('/api/website/wapqrcode', { site_id: siteId }, LAYOUT)).web_qrcode;
    },
  },

  Mutation: {
    solveCaptchaProofOfWork: async (_p, args, ctx) => {
      const captchaId = stringLength('captchaId', '验证码编号', args.captchaId, 1, 64);
      const payload = stringLength('payload', '验证结果', args.payload, 1, 4096);
      return (await ctx.rest.call('/api/captcha/pow_solve', { captcha_id: captchaId, payload })).code;
    },
    login: async (_p, { input }, ctx) => {
      const username = stringLength('username', '账号', input.username, 1, 64);
      const password = stringLength('password', '密码', input.password, 1, 128, false);
      // The captcha only when the login asks for it (loginNeedsCaptcha); a sent one must be whole.
      const sent = !!input.captchaId;
      const captchaId = sent ? stringLength('captchaId', '验证码编号', input.captchaId!, 1, 64) : '';
      const captchaCode = sent ? stringLength('captchaCode', '验证码', input.captchaCode ?? '', 1, 8) : '';
      const autoLogin = optionalIntInRange('autoLoginDays', input.autoLoginDays, 0, 365) ?? 0;
      const body = parseRequest(endpoints['/api/login/login'].request, {
        username,
        password,
        captcha_id: captchaId,
        captcha_code: captchaCode,
        auto_login: autoLogin,
      });
      const result = await ctx.rest.call('/api/login/login', body, { token: null, cache: false });
      return completeLogin(ctx, result);
    },
    logout: async (_p, _a, ctx) => {
      if (ctx.token) {
        try {
          await ctx.rest.call('/api/login/logout', {}, { cache: false });
        } catch (error) {
          // An already invalid token is logged out anyway; other failures still end the local session.
          if (!isTokenError(error)) {
            ctx.clearToken();
            throw error;
          }
        }
      }
      ctx.clearToken();
      return true;
    },
  },

  Site: site,

  Floor: {
    __resolveType: (floor) => floor.__typename ?? ('leftImage' in floor ? 'FloorStyle1' : 'FloorStyle3'),
  },
};

import { endpoints } from '@mall/rest-contract';
import type { GatewayContext } from '../context';
import { isTokenError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { parseJsonLink } from '../json-link';
import { fenToYuan, yuanToFen } from '../money';
import { optionalIntInRange, parseRequest, stringLength } from '../validation';
import { accountResolvers } from './account';
import { cartResolvers } from './cart';
import { catalogueResolvers } from './catalogue';
import { orderResolvers } from './order';
import { completeLogin } from './session';
import { toCartItem, toCategory, toCopyright, toFloor, toMember, toServicer } from './mapping';

const siteInfo = (ctx: GatewayContext) => ctx.rest.call('/api/website/info', {});

/** Runs a call that needs the session; a TOKEN_ERROR clears the cookie and gives `fallback`. */
async function asMember<T>(ctx: GatewayContext, fallback: T, run: () => Promise<T>): Promise<T> {
  if (!ctx.token) return fallback;
  try {
    return await run();
  } catch (error) {
    if (isTokenError(error)) {
      ctx.clearToken();
      return fallback;
    }
    throw error;
  }
}

const baseResolvers: Resolvers = {
  Query: {
    site: () => ({}),
    navList: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/pc/navList', {})).map((n) => ({
        id: n.id,
        title: n.nav_title,
        url: parseJsonLink(n.nav_url),
        isBlank: n.is_blank === 1,
      })),
    friendlyLinks: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/pc/friendlyLink', {})).map((l) => ({
        id: l.id,
        title: l.link_title,
        pic: l.link_pic,
        url: l.link_url,
        isBlank: l.is_blank === 1,
      })),
    adv: async (_p, args, ctx) => {
      const keyword = stringLength('keyword', '广告位关键字', args.keyword, 1, 64);
      const detail = await ctx.rest.call('/api/adv/detail', { keyword });
      const position = detail.adv_position;
      if (!position) return null;
      return {
        id: position.ap_id,
        name: position.ap_name,
        keyword: position.keyword,
        enabled: position.is_state === 1,
        width: position.ap_width,
        height: position.ap_height,
        background: position.background,
        advs: detail.adv_list.map((a) => ({
          id: a.adv_id,
          title: a.adv_title,
          image: a.adv_image,
          url: parseJsonLink(a.adv_url),
          background: a.background,
        })),
      };
    },
    categoryTree: async (_p, _a, ctx) =>
      (await ctx.rest.call('/api/goodscategory/tree', { level: 3, template: 2 })).map(toCategory),
    helpClasses: async (_p, args, ctx) => {
      const classNum = optionalIntInRange('classNum', args.classNum, 1, 50);
      const childNum = optionalIntInRange('childNum', args.childNum, 0, 100);
      const body: { class_num?: number; child_num?: number } = {};
      if (classNum !== undefined) body.class_num = classNum;
      if (childNum !== undefined) body.child_num = childNum;
      return (await ctx.rest.call('/api/helpclass/lists', body)).map((c) => ({
        id: c.class_id,
        name: c.class_name,
        entries: c.child_list.map((e) => ({ id: e.id, title: e.title })),
      }));
    },
    hotSearchWords: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/hotSearchWords', {})).words,
    defaultSearchWord: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/defaultSearchWords', {})).words,
    floors: async (_p, _a, ctx) => (await ctx.rest.call('/api/pc/floors', {})).map(toFloor),
    noticeAndArticle: async (_p, args, ctx) => {
      const num = optionalIntInRange('num', args.num, 1, 20);
      const data = await ctx.rest.call('/api/pc/noticeAndArticle', num === undefined ? {} : { num });
      const entry = (e: { id: number; title: string; create_time: number }) => ({
        id: e.id,
        title: e.title,
        createTime: e.create_time,
      });
      return { notices: data.notice.map(entry), articles: data.article.map(entry) };
    },
    floatLayer: async (_p, _a, ctx) => {
      const f = await ctx.rest.call('/api/pc/floatLayer', {});
      return {
        show: f.is_show,
        title: f.title,
        image: f.img_url,
        url: parseJsonLink(f.url),
        number: f.number,
      };
    },
    member: (_p, _a, ctx) =>
      asMember(ctx, null, async () => toMember(await ctx.rest.call('/api/member/info', {}))),
    cart: (_p, _a, ctx) => ({ visitor: !ctx.token }),
    captcha: async (_p, _a, ctx) => {
      const c = await ctx.rest.call('/api/captcha/captcha', {});
      return { id: c.id, image: c.img };
    },
    loginNeedsCaptcha: async (_p, _a, ctx) => (await ctx.rest.call('/api/login/login_captcha', {})).pc_login,
  },

  Mutation: {
    login: async (_p, { input }, ctx) => {
      const username = stringLength('username', '账号', input.username, 1, 64);
      const password = stringLength('password', '密码', input.password, 1, 128, false);
      const captchaId = stringLength('captchaId', '验证码编号', input.captchaId, 1, 64);
      const captchaCode = stringLength('captchaCode', '验证码', input.captchaCode, 1, 8);
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

  Site: {
    siteId: async (_p, _a, ctx) => (await siteInfo(ctx)).site_id,
    title: async (_p, _a, ctx) => (await siteInfo(ctx)).title,
    desc: async (_p, _a, ctx) => (await siteInfo(ctx)).desc,
    keywords: async (_p, _a, ctx) => (await siteInfo(ctx)).keywords,
    logo: async (_p, _a, ctx) => (await siteInfo(ctx)).logo,
    webStatus: async (_p, _a, ctx) => (await siteInfo(ctx)).web_status,
    webPhone: async (_p, _a, ctx) => (await siteInfo(ctx)).web_phone1,
    webQrcode: async (_p, _a, ctx) => (await siteInfo(ctx)).web_qrcode,
    defaultImages: (_p, _a, ctx) => ctx.rest.call('/api/config/defaultimg', {}),
    copyright: async (_p, _a, ctx) => toCopyright(await ctx.rest.call('/api/config/copyright', {})),
    servicer: async (_p, _a, ctx) => toServicer(await ctx.rest.call('/api/config/servicer', {})),
  },

  Cart: {
    count: (parent, _a, ctx) =>
      parent.visitor ? 0 : asMember(ctx, 0, () => ctx.rest.call('/api/cart/count', {})),
    items: async (parent, _a, ctx) =>
      parent.visitor
        ? []
        : (await asMember(ctx, [], () => ctx.rest.call('/api/cart/goodslists', {}))).map(toCartItem),
    total: async (parent, _a, ctx) => {
      if (parent.visitor) return fenToYuan(0);
      const items = await asMember(ctx, [], () => ctx.rest.call('/api/cart/goodslists', {}));
      return fenToYuan(items.reduce((sum, item) => sum + yuanToFen(item.discount_price) * item.num, 0));
    },
  },

  Floor: {
    __resolveType: (floor) => floor.__typename ?? ('leftImage' in floor ? 'FloorStyle1' : 'FloorStyle3'),
  },
};

/** The foundation's resolvers plus schema/catalogue.graphql's (resolvers/catalogue.ts). */
export const resolvers: Resolvers = {
  ...baseResolvers,
  ...catalogueResolvers,
  ...accountResolvers,
  ...cartResolvers,
  Query: { ...baseResolvers.Query, ...catalogueResolvers.Query, ...accountResolvers.Query, ...orderResolvers.Query },
  Mutation: { ...baseResolvers.Mutation, ...catalogueResolvers.Mutation, ...accountResolvers.Mutation, ...cartResolvers.Mutation, ...orderResolvers.Mutation },
};

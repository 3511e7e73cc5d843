import { int4 } from './int4';
import { z } from 'zod';
import * as site from './site';
import * as content from './content';
import * as goods from './goods';
import * as member from './member';
import * as cat from './catalogue';
import * as cms from './cms';
import { accountEndpoints } from './account-endpoints';
import { orderEndpoints } from './order-endpoints';
import { rankingEndpoints } from './ranking-endpoints';
import { zoneEndpoints } from './zone-endpoints';
import { promotionEndpoints } from './promotion-endpoints';
import { orgEndpoints } from './org-endpoints';
import { regionEndpoints } from './region-endpoints';
import { chatEndpoints } from './chat-endpoints';
import { seoEndpoints } from './seo-endpoints';
import { captchaEndpoints } from './captcha-endpoints';
import { searchEndpoints } from './search-endpoints';
import { shopApplyEndpoints } from './shop-apply';
import { endpoint, emptyRequest } from './endpoint';

export type { Auth } from './endpoint';

/**
 * The REST calls of SPEC §7 that exist today, by path. mall-api validates bodies with `request`;
 * the gateway's client is typed by `response`. Later issues add their calls here.
 */
export const endpoints = {
  '/api/website/info': endpoint({ request: emptyRequest, response: site.siteInfo, auth: 'none', summary: '站点信息' }),
  '/api/config/copyright': endpoint({ request: emptyRequest, response: site.copyright, auth: 'none', summary: '版权信息' }),
  '/api/config/defaultimg': endpoint({ request: emptyRequest, response: site.defaultImages, auth: 'none', summary: '默认图片' }),
  '/api/website/wapqrcode': endpoint({
    request: z.object({ site_id: int4('站点编号').default(0) }),
    response: z.object({ web_qrcode: z.string() }),
    auth: 'none',
    summary: '手机端二维码',
  }),
  '/api/adv/detail': endpoint({ request: site.advDetailRequest, response: site.advDetail, auth: 'none', summary: '广告位' }),
  '/api/pc/noticeAndArticle': endpoint({
    request: content.noticeAndArticleRequest,
    response: content.noticeAndArticle,
    auth: 'none',
    summary: '公告与文章',
  }),
  '/api/config/servicer': endpoint({ request: emptyRequest, response: site.servicerConfig, auth: 'none', summary: '客服配置' }),
  '/api/pc/friendlyLink': endpoint({ request: emptyRequest, response: z.array(site.friendlyLink), auth: 'none', summary: '友情链接' }),
  '/api/pc/navList': endpoint({ request: emptyRequest, response: z.array(site.navItem), auth: 'none', summary: '导航' }),
  '/api/captcha/captcha': endpoint({ request: site.captchaRequest, response: site.captcha, auth: 'none', summary: '图形验证码' }),
  '/api/pc/floors': endpoint({ request: emptyRequest, response: z.array(goods.floor), auth: 'none', summary: '首页楼层' }),
  '/api/pc/hotSearchWords': endpoint({ request: emptyRequest, response: goods.hotSearchWords, auth: 'none', summary: '热门搜索' }),
  '/api/pc/defaultSearchWords': endpoint({
    request: emptyRequest,
    response: goods.defaultSearchWords,
    auth: 'none',
    summary: '默认搜索词',
  }),
  '/api/pc/floatLayer': endpoint({ request: emptyRequest, response: site.floatLayer, auth: 'none', summary: '首页浮层' }),
  '/api/goodscategory/tree': endpoint({
    request: goods.categoryTreeRequest,
    response: z.array(goods.category),
    auth: 'none',
    summary: '商品分类树',
  }),
  '/api/helpclass/lists': endpoint({
    request: content.helpClassListRequest,
    response: z.array(content.helpClass),
    auth: 'none',
    summary: '帮助分类',
  }),
  '/api/cart/count': endpoint({ request: emptyRequest, response: z.number().int(), auth: 'optional', summary: '购物车数量' }),
  '/api/cart/goodslists': endpoint({
    request: emptyRequest,
    response: z.array(member.cartItem),
    auth: 'optional',
    summary: '购物车商品',
  }),
  '/api/member/info': endpoint({ request: emptyRequest, response: member.memberInfo, auth: 'required', summary: '会员信息' }),
  '/api/login/login': endpoint({ request: member.loginRequest, response: member.loginResult, auth: 'none', summary: '账号登录' }),
  '/api/login/login_captcha': endpoint({
    request: member.loginCaptchaRequest,
    response: member.loginCaptchaConfig,
    auth: 'none',
    summary: '登录是否需要验证码',
  }),
  '/api/login/logout': endpoint({ request: emptyRequest, response: z.boolean(), auth: 'optional', summary: '退出登录' }),
  // Catalogue and search.
  '/api/goodssku/detail': endpoint({ request: cat.goodsSkuDetailRequest, response: cat.goodsSkuDetail, auth: 'none', summary: '商品详情' }),
  '/api/goodssku/page': endpoint({ request: cat.goodsPageRequest, response: cat.goodsPage, auth: 'none', summary: '商品列表与搜索' }),
  '/api/goodssku/recommend': endpoint({
    request: cat.goodsRecommendRequest,
    response: z.array(goods.goodsSummary),
    auth: 'none',
    summary: '推荐商品',
  }),
  '/api/goodscategory/info': endpoint({ request: cat.categoryInfoRequest, response: cat.categoryInfo, auth: 'none', summary: '分类信息与路径' }),
  '/api/goodsbrand/page': endpoint({ request: cat.brandPageRequest, response: cat.brandPage, auth: 'none', summary: '品牌列表' }),
  '/manjian/api/manjian/info': endpoint({ request: cat.manjianInfoRequest, response: cat.manjianInfo, auth: 'none', summary: '满减活动' }),
  '/api/goodsevaluate/page': endpoint({ request: cat.evaluatePageRequest, response: cat.evaluatePage, auth: 'none', summary: '商品评价' }),
  // Collection (my follows of goods) and footprint.
  '/api/goodscollect/add': endpoint({ request: cat.skuRequest, response: z.boolean(), auth: 'required', summary: '收藏商品' }),
  '/api/goodscollect/delete': endpoint({ request: cat.goodsRequest, response: z.boolean(), auth: 'required', summary: '取消收藏' }),
  '/api/goodscollect/iscollect': endpoint({ request: cat.goodsRequest, response: z.boolean(), auth: 'optional', summary: '是否已收藏' }),
  '/api/goodscollect/page': endpoint({ request: cat.pageOnlyRequest, response: cat.memberGoodsPage, auth: 'required', summary: '我的收藏' }),
  '/api/goodsbrowse/add': endpoint({ request: cat.skuRequest, response: z.boolean(), auth: 'required', summary: '记录足迹' }),
  '/api/goodsbrowse/page': endpoint({ request: cat.pageOnlyRequest, response: cat.memberGoodsPage, auth: 'required', summary: '我的足迹' }),
  '/api/goodsbrowse/delete': endpoint({ request: cat.browseDeleteRequest, response: z.number().int(), auth: 'required', summary: '删除足迹' }),
  // Shops.
  '/api/shop/info': endpoint({ request: cat.shopRequest, response: cat.shopInfo, auth: 'none', summary: '店铺信息' }),
  '/api/shop/lists': endpoint({ request: cat.shopListsRequest, response: z.array(cat.shopSummary), auth: 'none', summary: '店铺批量查询' }),
  '/api/shop/page2_0': endpoint({ request: cat.shopPageRequest, response: cat.shopPage, auth: 'none', summary: '店铺街搜索' }),
  '/api/shopmember/issubscribe': endpoint({ request: cat.shopRequest, response: z.boolean(), auth: 'optional', summary: '是否已关注店铺' }),
  '/api/shopmember/add': endpoint({ request: cat.shopRequest, response: z.boolean(), auth: 'required', summary: '关注店铺' }),
  '/api/shopmember/delete': endpoint({ request: cat.shopRequest, response: z.boolean(), auth: 'required', summary: '取消关注店铺' }),
  // Help, notices, articles.
  '/api/help/page': endpoint({ request: cms.helpPageRequest, response: cms.helpPage, auth: 'none', summary: '帮助列表' }),
  '/api/help/info': endpoint({ request: cms.idRequest('帮助编号'), response: cms.helpDetail, auth: 'none', summary: '帮助详情' }),
  '/api/notice/page': endpoint({ request: cms.cmsPageRequest, response: cms.noticePage, auth: 'none', summary: '公告列表' }),
  '/api/notice/info': endpoint({ request: cms.idRequest('公告编号'), response: cms.noticeDetail, auth: 'none', summary: '公告详情' }),
  '/api/article/page': endpoint({ request: cms.articlePageRequest, response: cms.articlePage, auth: 'none', summary: '文章列表（可按分类）' }),
  '/api/articleclass/lists': endpoint({ request: emptyRequest, response: z.array(cms.articleClassInfo), auth: 'none', summary: '文章分类' }),
  '/api/article/info': endpoint({ request: cms.idRequest('文章编号'), response: cms.articleDetail, auth: 'none', summary: '文章详情' }),
  // Accounts and the member centre (account-endpoints.ts).
  ...accountEndpoints,
  // Cart writes, checkout, payment, orders and after-sales (order-endpoints.ts).
  ...orderEndpoints,
  ...rankingEndpoints,
  ...zoneEndpoints,
  ...promotionEndpoints,
  ...orgEndpoints,
  ...regionEndpoints,
  ...chatEndpoints,
  ...seoEndpoints,
  ...captchaEndpoints,
  ...searchEndpoints,
  ...shopApplyEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointPath = keyof Endpoints;
export type RequestOf<P extends EndpointPath> = z.input<Endpoints[P]['request']>;
export type ParsedRequestOf<P extends EndpointPath> = z.output<Endpoints[P]['request']>;
export type ResponseOf<P extends EndpointPath> = z.infer<Endpoints[P]['response']>;

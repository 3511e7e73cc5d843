// Ad positions and adverts, home floors and the float layer: the console's names for mall-api's
// /admin/api/content/ad-positions|advs|floors|float-layer/* (list, detail, save; an advert's switch).
import type { AdPositionRow, AdvertRow, ConsoleFloatLayerRow, ConsoleRequestOf, FloorDetailRow, FloorRow } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { given, pageOf, pagingBody, restBody } from '../mappers/camel';

const noImage = { url: '', link: '' };

const positionOut = (p: AdPositionRow) => ({
  id: p.ap_id,
  name: p.ap_name,
  keyword: p.keyword,
  kind: p.kind,
  enabled: p.enabled,
  width: p.ap_width,
  height: p.ap_height,
  background: p.background,
  advCount: p.adv_count,
});

const advertOut = (a: AdvertRow) => ({
  id: a.id,
  positionId: a.ap_id,
  positionName: a.ap_name,
  title: a.title,
  image: a.image,
  url: a.url,
  background: a.background,
  sort: a.sort,
  isShow: a.is_show,
  startTime: a.start_time,
  endTime: a.end_time,
  phase: a.phase,
});

const floorOut = (f: FloorRow & Partial<FloorDetailRow>) => ({
  id: f.id,
  style: f.style,
  title: f.title,
  isShow: f.is_show,
  sort: f.sort,
  goodsCount: f.goods_count,
  leftImage: f.left_img ?? noImage,
  bottomImage: f.bottom_img ?? noImage,
  images: f.images ?? [],
  skuIds: f.sku_ids ?? [],
  categoryIds: f.category_ids ?? [],
  brandIds: f.brand_ids ?? [],
});

const floatLayerOut = (l: ConsoleFloatLayerRow) => ({
  isShow: l.is_show,
  title: l.title,
  image: l.img_url,
  url: l.url,
  number: l.number,
  updateTime: l.update_time,
});

export const resolvers: Resolvers = {
  Query: {
    consoleAdPositions: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/ad-positions/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/ad-positions/list'>),
        positionOut,
      ),
      cacheSeconds: publicCacheSeconds('/api/adv/detail'),
    }),
    consoleAdverts: async (_p, { page, pageSize, sort, keyword, positionId, state }, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/advs/list', {
          ...pagingBody({ page, pageSize, sort }),
          keyword: given(keyword),
          ap_id: given(positionId),
          state: given(state),
        } as ConsoleRequestOf<'/admin/api/content/advs/list'>),
        advertOut,
      ),
      cacheSeconds: publicCacheSeconds('/api/adv/detail'),
    }),
    consoleAdvert: async (_p, { id }, ctx) => advertOut(await ctx.console.call('/admin/api/content/advs/detail', { id })),
    consoleFloors: async (_p, args, ctx) => ({
      ...pageOf(
        await ctx.console.call('/admin/api/content/floors/list', restBody(args) as ConsoleRequestOf<'/admin/api/content/floors/list'>),
        floorOut,
      ),
      cacheSeconds: publicCacheSeconds('/api/pc/floors'),
    }),
    consoleFloor: async (_p, { id }, ctx) => floorOut(await ctx.console.call('/admin/api/content/floors/detail', { id })),
    consoleFloatLayer: async (_p, _a, ctx) => floatLayerOut(await ctx.console.call('/admin/api/content/float-layer/get', {})),
  },
  Mutation: {
    saveAdPosition: async (_p, { input }, ctx) =>
      positionOut(
        await ctx.console.call('/admin/api/content/ad-positions/save', {
          id: input.id,
          ap_name: input.name,
          enabled: input.enabled,
          ap_width: input.width,
          ap_height: input.height,
          background: input.background,
        }),
      ),
    saveAdvert: async (_p, { input }, ctx) =>
      advertOut(
        await ctx.console.call('/admin/api/content/advs/save', {
          id: given(input.id),
          ap_id: input.positionId,
          title: input.title,
          image: input.image,
          url: input.url,
          background: input.background,
          sort: input.sort,
          is_show: input.isShow,
          start_time: input.startTime,
          end_time: input.endTime,
        }),
      ),
    showAdvert: async (_p, { id, show }, ctx) => advertOut(await ctx.console.call('/admin/api/content/advs/show', { id, is_show: show })),
    deleteAdvert: async (_p, { id }, ctx) => (await ctx.console.call('/admin/api/content/advs/delete', { id })).id,
    saveFloor: async (_p, { input }, ctx) =>
      floorOut(
        await ctx.console.call('/admin/api/content/floors/save', {
          id: input.id,
          title: input.title,
          is_show: input.isShow,
          sort: input.sort,
          sku_ids: input.skuIds,
          left_img: given(input.leftImage),
          bottom_img: given(input.bottomImage),
          images: given(input.images),
          category_ids: given(input.categoryIds),
          brand_ids: given(input.brandIds),
        }),
      ),
    saveFloatLayer: async (_p, { input }, ctx) =>
      floatLayerOut(
        await ctx.console.call('/admin/api/content/float-layer/save', {
          is_show: input.isShow,
          title: input.title,
          img_url: input.image,
          url: input.url,
          number: input.number,
        }),
      ),
  },
};

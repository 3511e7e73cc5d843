// The platform's settings and the site switch. The cache times come from the gateway's own public
// cache table, so the page tells the operator the truth about when the storefront follows.
import type { ConsoleSettings } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize, restBody } from '../mappers/camel';

const settingsOut = (s: ConsoleSettings) => ({
  siteInfo: camelize(s.site_info),
  copyright: camelize(s.copyright),
  servicer: camelize(s.servicer),
  defaultImages: s.default_images,
  updateTime: s.update_time,
  siteInfoCacheSeconds: publicCacheSeconds('/api/website/info'),
  configCacheSeconds: publicCacheSeconds('/api/config/copyright', '/api/config/servicer', '/api/config/defaultimg'),
});

export const resolvers: Resolvers = {
  Query: {
    consoleSettings: async (_p, _a, ctx) => settingsOut(await ctx.console.call('/admin/api/settings/get', {})),
  },
  Mutation: {
    saveSiteInfo: async (_p, { input }, ctx) =>
      settingsOut(await ctx.console.call('/admin/api/settings/site-info', restBody(input))),
    saveCopyright: async (_p, { input }, ctx) =>
      settingsOut(
        await ctx.console.call('/admin/api/settings/copyright', restBody(input)),
      ),
    saveServicer: async (_p, { input }, ctx) =>
      settingsOut(await ctx.console.call('/admin/api/settings/servicer', { ...restBody(input), type: input.type as 'self' | 'third' })),
    saveDefaultImages: async (_p, { input }, ctx) => settingsOut(await ctx.console.call('/admin/api/settings/default-images', { ...input })),
    setWebStatus: async (_p, { open }, ctx) => settingsOut(await ctx.console.call('/admin/api/settings/web-status', { web_status: open })),
  },
};

// The platform's settings and the site switch. The cache times come from the gateway's own public
// cache table, so the page tells the operator the truth about when the storefront follows.
import type { ConsoleSettings } from '@mall/rest-contract';
import { publicCacheSeconds } from '../../cache/public-cache';
import type { Resolvers } from '../generated/resolvers-types';
import { camelize } from '../mappers/camel';

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
      settingsOut(await ctx.console.call('/admin/api/settings/site-info', { title: input.title, desc: input.desc, keywords: input.keywords, logo: input.logo, web_phone1: input.webPhone1, web_qrcode: input.webQrcode })),
    saveCopyright: async (_p, { input }, ctx) =>
      settingsOut(
        await ctx.console.call('/admin/api/settings/copyright', {
          icp: input.icp,
          address: input.address,
          business_license: input.businessLicense,
          report: input.report,
          market_supervision_url: input.marketSupervisionUrl,
          copyright_title: input.copyrightTitle,
          copyright_link: input.copyrightLink,
          copyright_desc: input.copyrightDesc,
          gov_record: input.govRecord,
          gov_url: input.govUrl,
        }),
      ),
    saveServicer: async (_p, { input }, ctx) =>
      settingsOut(await ctx.console.call('/admin/api/settings/servicer', { open: input.open, type: input.type as 'self' | 'third', hotline: input.hotline, third_url: input.thirdUrl })),
    saveDefaultImages: async (_p, { input }, ctx) => settingsOut(await ctx.console.call('/admin/api/settings/default-images', { ...input })),
    setWebStatus: async (_p, { open }, ctx) => settingsOut(await ctx.console.call('/admin/api/settings/web-status', { web_status: open })),
  },
};

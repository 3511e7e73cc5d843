import type { PartialHandlers } from '../../http/types';
import type { SiteService } from './service';

export const siteRoutes = (site: SiteService) =>
  ({
    '/api/website/info': () => site.config('site_info'),
    '/api/config/copyright': () => site.config('copyright'),
    '/api/config/defaultimg': () => site.config('default_images'),
    '/api/config/servicer': () => site.config('servicer'),
    '/api/pc/floatLayer': () => site.config('float_layer'),
    '/api/website/wapqrcode': ({ input }) => site.wapQrcode(input.site_id),
    '/api/adv/detail': ({ input }) => site.advDetail(input.keyword),
  }) satisfies PartialHandlers;

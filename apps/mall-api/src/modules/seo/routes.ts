import type { PartialHandlers } from '../../http/types';
import type { SeoService } from './service';

export const seoRoutes = (s: SeoService) =>
  ({
    '/api/seo/sitemap': ({ input }) => s.sitemap(input),
  }) satisfies PartialHandlers;

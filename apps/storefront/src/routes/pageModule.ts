/** What a lazily loaded page module exports: the one RouteModule type every lib's pages.ts uses. */
export type { RouteModule as PageModule } from '@mall/gateway-client';

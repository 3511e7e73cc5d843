// Every console REST call (mall-api /admin/api/*), one table: mall-api registers each with
// registerConsoleCall and the gateway's console client is typed by it. An area adds its own
// `<area>-endpoints.ts` beside this file and spreads it in below.
import type { z } from 'zod';
import { accessEndpoints } from './access-endpoints';
import { auditEndpoints } from './audit-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { jobsEndpoints } from './jobs-endpoints';
import { contentEndpoints } from './content-endpoints';
import { contentSiteEndpoints } from './content-site-endpoints';
import { displayEndpoints } from './display-endpoints';
import { membersEndpoints } from './members-endpoints';
import { ordersEndpoints } from './orders-endpoints';
import { consolePromotionEndpoints } from './promotion-endpoints';
import { reviewEndpoints } from './review-endpoints';
import { settingsEndpoints } from './settings-endpoints';
import { shopOrdersEndpoints } from './shop-orders-endpoints';
import { pagesEndpoints } from './pages-endpoints';
import { sitesEndpoints } from './sites-endpoints';
import { zonesEndpoints } from './zones-endpoints';
import { shopGoodsEndpoints } from './shop-goods-endpoints';
import { aftersaleEndpoints } from './aftersale-endpoints';
import { shopApplyReviewEndpoints } from './shop-apply-endpoints';
import { shopServiceEndpoints } from './shop-service-endpoints';
import { shopSelfEndpoints } from './shop-self-endpoints';

export const consoleEndpoints = {
  ...accessEndpoints,
  ...auditEndpoints,
  ...dashboardEndpoints,
  ...jobsEndpoints,
  ...reviewEndpoints,
  ...membersEndpoints,
  ...contentEndpoints,
  ...contentSiteEndpoints,
  ...displayEndpoints,
  ...ordersEndpoints,
  ...settingsEndpoints,
  ...shopOrdersEndpoints,
  ...pagesEndpoints,
  ...sitesEndpoints,
  ...zonesEndpoints,
  ...shopGoodsEndpoints,
  ...shopApplyReviewEndpoints,
  ...aftersaleEndpoints,
  ...consolePromotionEndpoints,
  ...shopServiceEndpoints,
  ...shopSelfEndpoints,
} as const;

export type ConsolePath = keyof typeof consoleEndpoints;
export type ConsoleRequestOf<P extends ConsolePath> = z.input<(typeof consoleEndpoints)[P]['request']>;
export type ConsoleParsedRequestOf<P extends ConsolePath> = z.output<(typeof consoleEndpoints)[P]['request']>;
export type ConsoleResponseOf<P extends ConsolePath> = z.output<(typeof consoleEndpoints)[P]['response']>;

// Every console REST call (mall-api /admin/api/*), one table: mall-api registers each with
// registerConsoleCall and the gateway's console client is typed by it. An area adds its own
// `<area>-endpoints.ts` beside this file and spreads it in below.
import type { z } from 'zod';
import { accessEndpoints } from './access-endpoints';
import { auditEndpoints } from './audit-endpoints';
import { dashboardEndpoints } from './dashboard-endpoints';
import { contentEndpoints } from './content-endpoints';
import { membersEndpoints } from './members-endpoints';
import { ordersEndpoints } from './orders-endpoints';
import { reviewEndpoints } from './review-endpoints';
import { settingsEndpoints } from './settings-endpoints';

export const consoleEndpoints = {
  ...accessEndpoints,
  ...auditEndpoints,
  ...dashboardEndpoints,
  ...reviewEndpoints,
  ...membersEndpoints,
  ...contentEndpoints,
  ...ordersEndpoints,
  ...settingsEndpoints,
} as const;

export type ConsolePath = keyof typeof consoleEndpoints;
export type ConsoleRequestOf<P extends ConsolePath> = z.input<(typeof consoleEndpoints)[P]['request']>;
export type ConsoleParsedRequestOf<P extends ConsolePath> = z.output<(typeof consoleEndpoints)[P]['request']>;
export type ConsoleResponseOf<P extends ConsolePath> = z.output<(typeof consoleEndpoints)[P]['response']>;

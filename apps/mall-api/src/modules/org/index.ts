// Units, their members and consumption vouchers: one call wires the services, the
// spreadsheet routes (import, export, template) and the JSON handlers into buildApp (the platform
// issues invoices through the console: modules/admin-review/invoices.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerOrgExcel } from './excel-routes';
import { orgRoutes } from './routes';
import { createOrgService } from './service';
import { createVoucherService } from './voucher-service';

export async function createOrgModule(app: FastifyInstance, deps: { db: Db }) {
  const org = createOrgService(deps.db);
  const vouchers = createVoucherService(deps.db);
  await registerOrgExcel(app, { db: deps.db, org });
  return { handlers: orgRoutes(org, vouchers), org, vouchers };
}

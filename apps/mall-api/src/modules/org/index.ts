// Units, their members and consumption vouchers: one call wires the services, the
// spreadsheet routes (import, export, template), the operator's invoice calls (x-admin-token, like
// the order module's reviews) and the JSON handlers into buildApp.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, orgAdminEndpoints } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import { parseInput } from '../../http/rest-plugin';
import { registerOrgExcel } from './excel-routes';
import { orgRoutes } from './routes';
import { createOrgService } from './service';
import { createVoucherService } from './voucher-service';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export async function createOrgModule(app: FastifyInstance, deps: { db: Db; adminToken?: string }) {
  const org = createOrgService(deps.db);
  const vouchers = createVoucherService(deps.db);
  await registerOrgExcel(app, { db: deps.db, org });

  if (deps.adminToken) {
    const expected = sha256(deps.adminToken);
    const run = {
      '/admin/api/VoucherInvoice/lists': (input: never) => vouchers.adminInvoiceList(input),
      '/admin/api/VoucherInvoice/review': (input: never) => vouchers.adminInvoiceReview(input),
    } as const;
    for (const path of Object.keys(orgAdminEndpoints) as (keyof typeof orgAdminEndpoints)[]) {
      app.post(path, async (request, reply) => {
        const given = request.headers['x-admin-token'];
        if (typeof given !== 'string' || !timingSafeEqual(sha256(given), expected)) return reply.code(403).send(fail(ErrorCode.TOKEN_ERROR, '管理口令无效'));
        const parsed = parseInput(orgAdminEndpoints[path].request, request, reply);
        if (!parsed) return reply;
        return reply.send(ok(await run[path](parsed.input as never)));
      });
    }
  }
  return { handlers: orgRoutes(org, vouchers), org, vouchers };
}

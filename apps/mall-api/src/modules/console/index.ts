// The console's foundation in mall-api: sign-in, sessions, roles as data, accounts, the audit log and
// the dashboard. Other console areas register their calls with registerConsoleCall (README.md).
import type { FastifyInstance } from 'fastify';
import { consoleAuthEndpoints, describeIssues, ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import type { RouteLimit } from '../../http/rest-plugin';
import type { JobQueue } from '../../jobs';
import type { CaptchaStore } from '../captcha/service';
import { registerAccountCalls } from './accounts';
import { searchAudit } from './audit';
import { createConsoleAuth } from './auth';
import { registerDashboardCalls } from './dashboard';
import { defineExportJob, registerAuditExport } from './exports';
import { installConsoleServices, registerConsoleCalls } from './register';

export { registerConsoleCall, registerConsoleCalls, ConsoleRefusal, type ConsoleCallContext, type ConsoleActor } from './register';
export { assertShopOwns, defineShopOwned, ownedByColumn, shopIdOf, SHOP_ONLY_MESSAGE } from './shop-scope';
export { registerConsoleExport } from './exports';
export { changedFields, type AuditEntry } from './audit';

export interface ConsoleModuleOptions {
  db: Db;
  captchas: CaptchaStore;
  /** Per-address limit on the two sign-in calls; none when absent (tests). */
  signInLimit?: RouteLimit;
  /** Runs the spreadsheet exports. */
  jobs: JobQueue;
  /** How long a download waits for its export job (tests shorten it). */
  exportWaitMs?: number;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function createConsoleModule(app: FastifyInstance, options: ConsoleModuleOptions): Promise<void> {
  const { db } = options;
  installConsoleServices(app, { db });
  const auth = createConsoleAuth(db, options.captchas);

  // The two calls without a session: they start one.
  for (const [path, run] of [
    ['/admin/api/auth/login', (input: never, ip: string) => auth.login(input, ip)],
    ['/admin/api/auth/totp', (input: never, ip: string) => auth.totp(input, ip)],
  ] as const) {
    app.post(path, { config: options.signInLimit ? { rateLimit: options.signInLimit } : {} }, async (request, reply) => {
      const raw = request.body ?? {};
      if (!isPlainObject(raw)) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请求体必须是 JSON 对象'));
      const parsed = consoleAuthEndpoints[path].request.safeParse(raw);
      if (!parsed.success) return reply.send(fail(ErrorCode.INVALID_INPUT, describeIssues(parsed.error)));
      return reply.send(ok(await run(parsed.data as never, request.ip)));
    });
  }

  registerAccountCalls(app);
  registerDashboardCalls(app);
  registerConsoleCalls(app, {
    '/admin/api/audit/search': async ({ tx, input }) => searchAudit(tx, input),
  });
  await defineExportJob(app, db, options.jobs, options.exportWaitMs);
  registerAuditExport(app, db);
}

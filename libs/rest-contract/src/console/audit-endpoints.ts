// The console's audit log: append-only, searched and exported (mall-api src/modules/console/audit*).
import { z } from 'zod';
import { consoleCall, consoleListFields, consolePage, optionalText, unixTime } from './call';

export const auditFilters = {
  account: optionalText(32, '账号'),
  action: optionalText(64, '操作'),
  target_type: optionalText(32, '对象类型'),
  target_id: optionalText(64, '对象编号'),
  from: unixTime('开始时间'),
  to: unixTime('结束时间'),
};
export const auditSearchRequest = z.object({ ...consoleListFields(['time'] as const), ...auditFilters });

export const auditRow = z.object({
  id: z.number().int(),
  time: z.number().int(),
  account_id: z.number().int().nullable(),
  username: z.string(),
  role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** JSON of the changed fields before and after; null where there was nothing (a sign-in). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  /** ok for a done write or a sign-in; refused for a refused sign-in. */
  outcome: z.string(),
});
export type AuditRow = z.output<typeof auditRow>;

export const auditEndpoints = {
  '/admin/api/audit/search': consoleCall({
    permission: 'audit.read',
    kind: 'read',
    summary: '审计日志检索（按账号、操作、对象与时间）',
    request: auditSearchRequest,
    response: consolePage(auditRow),
  }),
} as const;

/** The .xlsx exports (GET /admin/export/<name> through /console/export/<name>): filters in the query. */
export const AUDIT_EXPORT_LIMIT = 50_000;

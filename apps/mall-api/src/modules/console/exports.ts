// Console spreadsheet exports: GET /admin/export/<name> (storefront-server forwards /console/export/*
// with the console cookie). A download link cannot send the CSRF header; the SameSite=Strict cookie
// keeps other sites from triggering one, and an export changes nothing but is audited.
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { AUDIT_EXPORT_LIMIT, auditFilters, ConsoleErrorCode, describeIssues, ErrorCode, type ConsoleAction } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail } from '../../http/envelope';
import { auditRowsForExport, writeAudit } from './audit';
import { findConsoleSession } from './session';
import { CONSOLE_TOKEN_MESSAGE, consoleTokenOf, forbiddenMessage } from './register';

const chinaTime = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const formatChinaDateTime = (seconds: number) => chinaTime.format(new Date(seconds * 1000));

export interface ConsoleExportDefinition<S extends z.ZodType> {
  /** /admin/export/<name>; the browser downloads /console/export/<name>. */
  name: string;
  permission: ConsoleAction;
  query: S;
  /** The sheet: column headers (Chinese) and rows. */
  sheet: (db: Db, input: z.output<S>) => Promise<{ title: string; columns: { header: string; width?: number }[]; rows: unknown[][] }>;
}

export function registerConsoleExport<S extends z.ZodType>(app: FastifyInstance, db: Db, definition: ConsoleExportDefinition<S>): void {
  app.get(`/admin/export/${definition.name}`, async (request: FastifyRequest, reply) => {
    const session = await findConsoleSession(db, consoleTokenOf(request));
    if (!session.ok) return reply.send(fail(ErrorCode.TOKEN_ERROR, CONSOLE_TOKEN_MESSAGE));
    const { actor } = session;
    // Exporting needs the data's own permission and export.run.
    for (const action of [definition.permission, 'export.run'] as const) {
      if (!actor.actions.has(action)) return reply.send(fail(ConsoleErrorCode.FORBIDDEN, forbiddenMessage(action)));
    }
    const parsed = definition.query.safeParse(request.query ?? {});
    if (!parsed.success) return reply.send(fail(ErrorCode.INVALID_INPUT, describeIssues(parsed.error)));
    const sheet = await definition.sheet(db, parsed.data);
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet(sheet.title);
    ws.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
    ws.addRows(sheet.rows);
    ws.getRow(1).font = { bold: true };
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await writeAudit(db, { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip }, {
      action: `export.${definition.name}`,
      targetType: 'export',
      targetId: definition.name,
      after: { rows: sheet.rows.length, filters: parsed.data as Record<string, unknown> },
    });
    const filename = encodeURIComponent(`${sheet.title}.xlsx`);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${filename}`)
      .header('cache-control', 'no-store')
      .send(buffer);
  });
}

export function registerAuditExport(app: FastifyInstance, db: Db): void {
  registerConsoleExport(app, db, {
    name: 'audit',
    permission: 'audit.read',
    query: zod.object(auditFilters),
    sheet: async (database, filters) => {
      const rows = await auditRowsForExport(database, filters, AUDIT_EXPORT_LIMIT);
      return {
        title: '审计日志',
        columns: [
          { header: '时间', width: 20 },
          { header: '账号' },
          { header: '角色' },
          { header: '操作', width: 24 },
          { header: '对象类型' },
          { header: '对象编号' },
          { header: '修改前', width: 40 },
          { header: '修改后', width: 40 },
          { header: '客户端地址' },
          { header: '结果' },
        ],
        rows: rows.map((r) => [
          formatChinaDateTime(r.time),
          r.username,
          r.role,
          r.action,
          r.target_type,
          r.target_id,
          r.before ? JSON.stringify(r.before) : '',
          r.after ? JSON.stringify(r.after) : '',
          r.ip,
          r.outcome === 'ok' ? '成功' : '拒绝',
        ]),
      };
    },
  });
}

// Console spreadsheet exports: GET /admin/export/<name> (storefront-server forwards /console/export/*
// with the console cookie). A download link cannot send the CSRF header; the SameSite=Strict cookie
// keeps other sites from triggering one, and an export changes nothing but is audited.
// The sheet is made by a job of the queue (`console.export`), so a large export runs on whichever
// instance has a worker free, is retried, and shows in 失败任务 if it cannot be made. The request
// waits a bounded time for the file; a slower export answers a page with its own download link.
import ExcelJS from 'exceljs';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { AUDIT_EXPORT_LIMIT, auditFilters, ConsoleErrorCode, describeIssues, ErrorCode, isConsoleRole, type ConsoleAction } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { consoleExport, consoleRoleAction } from '../../db/schema-console';
import { fail } from '../../http/envelope';
import type { JobQueue } from '../../jobs';
import { auditRowsForExport, writeAudit } from './audit';
import { findConsoleSession, type ConsoleActor } from './session';
import { CONSOLE_TOKEN_MESSAGE, consoleTokenOf, forbiddenMessage } from './register';

const chinaTime = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
export const formatChinaDateTime = (seconds: number) => chinaTime.format(new Date(seconds * 1000));

export const CONSOLE_EXPORT_JOB = 'console.export';
/** How long a download request waits for its file before answering with a link to come back to. */
const DEFAULT_WAIT_MS = 20_000;
const POLL_MS = 200;
const KEEP_DAYS = 7;

export interface ConsoleExportDefinition<S extends z.ZodType> {
  /** /admin/export/<name>; the browser downloads /console/export/<name>. */
  name: string;
  permission: ConsoleAction;
  query: S;
  /** The sheet: column headers (Chinese) and rows; `actor` scopes a shop's export to its shop. */
  sheet: (db: Db, input: z.output<S>, actor: ConsoleActor) => Promise<{ title: string; columns: { header: string; width?: number }[]; rows: unknown[][] }>;
}

type AnyDefinition = ConsoleExportDefinition<z.ZodType>;
/** Each app's export definitions by name: the job finds the sheet of the export it makes here. */
const definitionsOf = new WeakMap<FastifyInstance, Map<string, AnyDefinition>>();
/** Each app's queue and wait, set once by defineExportJob (the console module) before any download. */
const queueOf = new WeakMap<FastifyInstance, { jobs: JobQueue; waitMs: number }>();

function definitions(app: FastifyInstance): Map<string, AnyDefinition> {
  let map = definitionsOf.get(app);
  if (!map) definitionsOf.set(app, (map = new Map()));
  return map;
}

async function workbook(sheet: Awaited<ReturnType<AnyDefinition['sheet']>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.title);
  ws.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.addRows(sheet.rows);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Defines the export job (once per app, with the console module): it makes the file of one
 * console_export row with the permissions its account's role has when the job runs.
 */
export async function defineExportJob(app: FastifyInstance, db: Db, jobs: JobQueue, waitMs = DEFAULT_WAIT_MS): Promise<void> {
  queueOf.set(app, { jobs, waitMs });
  await jobs.define<{ export_id: number }>(CONSOLE_EXPORT_JOB, {
    retry: { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true },
    describe: (data) => `导出表格 #${data.export_id}`,
    run: async ({ export_id }) => {
      const [row] = await db.select().from(consoleExport).where(eq(consoleExport.id, export_id));
      if (!row || row.state !== 'queued') return;
      const definition = definitions(app).get(row.name);
      const actions = await db.select({ action: consoleRoleAction.action }).from(consoleRoleAction).where(eq(consoleRoleAction.role, row.role));
      const allowed = new Set(actions.map((a) => a.action));
      const refusal = !definition
        ? '没有这种导出'
        : !isConsoleRole(row.role) || !allowed.has(definition.permission) || !allowed.has('export.run')
          ? '账号已无导出权限'
          : null;
      if (refusal || !definition) {
        await db.update(consoleExport).set({ state: 'failed', error: refusal, finishTime: new Date() }).where(eq(consoleExport.id, export_id));
        return;
      }
      const parsed = definition.query.safeParse(row.filters);
      const actor: ConsoleActor = {
        accountId: row.accountId,
        username: row.username,
        realName: row.username,
        role: row.role as ConsoleActor['role'],
        shopId: row.shopId,
        actions: allowed,
        sessionId: 0,
        sessionExpires: new Date(),
        totpEnabled: false,
      };
      const sheet = await definition.sheet(db, parsed.success ? parsed.data : {}, actor);
      const file = await workbook(sheet);
      await db
        .update(consoleExport)
        .set({ state: 'done', title: sheet.title.slice(0, 64), rows: sheet.rows.length, file, finishTime: new Date() })
        .where(and(eq(consoleExport.id, export_id), eq(consoleExport.state, 'queued')));
      await db.delete(consoleExport).where(lt(consoleExport.createTime, sql`now() - make_interval(days => ${KEEP_DAYS})`));
    },
  });
  registerExportFiles(app, db);
}

const sendFile = (reply: FastifyReply, title: string, file: Uint8Array) =>
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page for a download that is not ready yet (the link is a plain navigation, not a call). */
const pendingPage = (reply: FastifyReply, id: number, message: string) =>
  reply
    .code(202)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', '5')
    .send(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>导出</title><body style="font:16px/1.6 sans-serif;padding:2rem">` +
        `<h1 style="font-size:1.25rem">${escapeHtml(message)}</h1><p><a href="/console/export/file/${id}">下载导出文件</a>（生成完成前打开此链接会再次显示本页）</p></body></html>`,
    );

/** Waits (bounded) until the export's row is no longer queued; answers the row as it then stands. */
async function waitForExport(db: Db, id: number, waitMs: number) {
  const until = Date.now() + waitMs;
  for (;;) {
    const [row] = await db.select().from(consoleExport).where(eq(consoleExport.id, id));
    if (!row || row.state !== 'queued' || Date.now() >= until) return row;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function answerExport(reply: FastifyReply, row: typeof consoleExport.$inferSelect | undefined, id: number) {
  if (!row) return reply.code(404).send(fail(ErrorCode.NOT_FOUND, '导出记录不存在或已过期'));
  if (row.state === 'done' && row.file) return sendFile(reply, row.title || 'export', row.file);
  if (row.state === 'failed') return reply.send(fail(ErrorCode.INTERNAL, `导出失败：${row.error ?? '请稍后重试'}`));
  return pendingPage(reply, id, '导出文件仍在生成，请稍候片刻');
}

/** GET /admin/export/file/<id>: an earlier export of the caller's own account, once its file is made. */
function registerExportFiles(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>('/admin/export/file/:id', async (request, reply) => {
    const session = await findConsoleSession(db, consoleTokenOf(request));
    if (!session.ok) return reply.send(fail(ErrorCode.TOKEN_ERROR, CONSOLE_TOKEN_MESSAGE));
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return reply.send(fail(ErrorCode.INVALID_INPUT, '导出编号不正确'));
    const [row] = await db.select().from(consoleExport).where(and(eq(consoleExport.id, id), eq(consoleExport.accountId, session.actor.accountId)));
    return answerExport(reply, row, id);
  });
}

export function registerConsoleExport<S extends z.ZodType>(app: FastifyInstance, db: Db, definition: ConsoleExportDefinition<S>): void {
  definitions(app).set(definition.name, definition as unknown as AnyDefinition);
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
    const filters = parsed.data as Record<string, unknown>;
    const [made] = await db
      .insert(consoleExport)
      .values({ accountId: actor.accountId, username: actor.username, role: actor.role, shopId: actor.shopId, name: definition.name, filters })
      .returning({ id: consoleExport.id });
    await writeAudit(db, { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip }, {
      action: `export.${definition.name}`,
      targetType: 'export',
      targetId: definition.name,
      after: { export_id: made.id, filters },
    });
    const queue = queueOf.get(app);
    if (!queue) throw new Error('console exports need defineExportJob first');
    await queue.jobs.send(CONSOLE_EXPORT_JOB, { export_id: made.id });
    return answerExport(reply, await waitForExport(db, made.id, queue.waitMs), made.id);
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

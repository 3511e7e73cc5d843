// Spreadsheet exports run as jobs: a download waits a bounded time for its job; a slower one answers a
// page with a link that serves the file once made, to its own account only; a job whose account lost
// the permission in between makes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { ErrorCode } from '@mall/rest-contract';
import { consoleExport, consoleRoleAction } from '../../db/schema-console';
import type { JobDefinition, JobQueue } from '../../jobs';
import { testAppPerFile } from '../../test/harness';
import { CONSOLE_EXPORT_JOB, defineExportJob, registerConsoleExport } from './exports';
import { signIn, type Signed } from './test-support';

const t = testAppPerFile();

/** A queue that only keeps what is sent: the test runs each job when it chooses. */
function heldQueue() {
  const defined = new Map<string, JobDefinition<object>>();
  const sent: { name: string; data: object }[] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    define: async (name, definition) => void defined.set(name, definition as JobDefinition<object>),
    send: async (name, data) => void sent.push({ name, data }),
    repeat: async () => undefined,
    failed: async () => [],
    retry: async () => false,
    stop: async () => undefined,
  };
  const runNext = async () => {
    const job = sent.shift()!;
    await defined.get(job.name)!.run(job.data);
  };
  return { queue, sent, runNext };
}

let app: FastifyInstance;
let held: ReturnType<typeof heldQueue>;
let admin: Signed;
let operator: Signed;

beforeAll(async () => {
  held = heldQueue();
  app = Fastify();
  await defineExportJob(app, t.database.db, held.queue, 0);
  registerConsoleExport(app, t.database.db, {
    name: 'numbers',
    permission: 'audit.read',
    query: z.object({ upto: z.coerce.number().int().min(1).max(50).default(3) }),
    sheet: async (_db, input) => ({ title: '数字', columns: [{ header: '数' }], rows: Array.from({ length: input.upto }, (_, i) => [i + 1]) }),
  });
  await app.ready();
  admin = await signIn(t.app, 'admin');
  operator = await signIn(t.app, 'operator');
});
afterAll(() => app.close());

const get = (url: string, who: Signed) => app.inject({ method: 'GET', url, headers: { cookie: who.headers.cookie } });

describe('console exports as jobs', () => {
  it('a download not made in time answers a page with its link; the link serves the file once made, to its account only', async () => {
    const first = await get('/admin/export/numbers?upto=4', admin);
    expect(first.statusCode).toBe(202);
    expect(first.headers['retry-after']).toBe('5');
    const link = /href="\/console\/export\/file\/(\d+)"/.exec(first.body);
    expect(link).not.toBeNull();
    const id = Number(link![1]);
    expect(held.sent).toEqual([{ name: CONSOLE_EXPORT_JOB, data: { export_id: id } }]);
    expect((await get(`/admin/export/file/${id}`, admin)).statusCode).toBe(202);

    await held.runNext();
    const file = await get(`/admin/export/file/${id}`, admin);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    expect(book.worksheets[0]!.getColumn(1).values.slice(1)).toEqual(['数', 1, 2, 3, 4]);
    // Another account's export is nobody's business: not found, as for an id that never was.
    expect((await get(`/admin/export/file/${id}`, operator)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await get('/admin/export/file/99999999', admin)).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await get('/admin/export/file/abc', admin)).json().code).toBe(ErrorCode.INVALID_INPUT);
    expect((await get('/admin/export/file/1e30', admin)).json().code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('bad filters are refused before anything is queued', async () => {
    const res = await get('/admin/export/numbers?upto=500', admin);
    expect(res.json().code).toBe(ErrorCode.INVALID_INPUT);
    expect(held.sent).toEqual([]);
  });

  it('a job whose account’s role lost the permission in between makes no file', async () => {
    const first = await get('/admin/export/numbers', admin);
    const id = Number(/file\/(\d+)/.exec(first.body)![1]);
    const db = t.database.db;
    const removed = await db.delete(consoleRoleAction).where(eq(consoleRoleAction.action, 'audit.read')).returning();
    try {
      await held.runNext();
    } finally {
      await db.insert(consoleRoleAction).values(removed).onConflictDoNothing();
    }
    const [row] = await db.select().from(consoleExport).where(eq(consoleExport.id, id));
    expect(row).toMatchObject({ state: 'failed', error: '账号已无导出权限', file: null });
    expect((await get(`/admin/export/file/${id}`, admin)).json().message).toContain('账号已无导出权限');
  });
});

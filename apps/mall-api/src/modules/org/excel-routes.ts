// The member spreadsheet routes of a unit, outside the JSON contract table:
//   POST /fupin/api/organization/importMember_pc  (also /api/upload/org/import)  multipart: file (.xlsx),
//        all_or_nothing ("1" to import nothing when a row is refused), token → ImportReport
//   POST|GET /fupin/api/organization/exportExcl   (also GET /api/upload/org/export)  → the unit's members .xlsx
//   GET /fupin/api/organization/importTemplate    (also GET /api/upload/org/template) → the empty template
// The token comes from the body / form field `token` or the `mall_token` cookie (storefront-server
// forwards /api/upload/* with the Cookie header). Only the unit's administrators may import or export.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ORG_IMPORT_MAX_BYTES } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError, fail, ok, TOKEN_ERROR_MESSAGE } from '../../http/envelope';
import { readMultipartForm } from '../../http/multipart-form';
import { tokenFromCookie } from '../../http/cookies';
import { findSession } from '../member/session';
import { IMPORT_BUSY, IMPORT_TOO_LARGE, ImportFileError, membersXlsx, readMemberSheet, templateXlsx, XLSX_TYPE } from './excel';
import { importRows } from './import';
import { adminOrg, type OrgService } from './service';

export const IMPORT_PATHS = ['/fupin/api/organization/importMember_pc', '/api/upload/org/import'] as const;
export const EXPORT_PATHS = ['/fupin/api/organization/exportExcl', '/api/upload/org/export'] as const;
export const TEMPLATE_PATHS = ['/fupin/api/organization/importTemplate', '/api/upload/org/template'] as const;

const sendXlsx = (reply: FastifyReply, name: string, buf: Buffer) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(buf);

export async function registerOrgExcel(app: FastifyInstance, deps: { db: Db; org: OrgService }) {
  const { db, org } = deps;
  const importing = new Set<number>();
  const answer = async (reply: FastifyReply, run: () => Promise<unknown>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof BusinessError) return reply.send(fail(error.code, error.message));
      if (error instanceof ImportFileError) return reply.send(fail(ErrorCode.INVALID_INPUT, error.message));
      throw error;
    }
  };

  const importHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请以 multipart/form-data 上传 .xlsx 文件（字段 file）'));
    let form: Awaited<ReturnType<typeof readMultipartForm>>;
    try {
      form = await readMultipartForm(request);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.send(fail(ErrorCode.INVALID_INPUT, IMPORT_TOO_LARGE));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：一次只能上传一个文件'));
      throw error;
    }
    const { fields, file } = form;
    const allOrNothing = fields.all_or_nothing === '1' || fields.all_or_nothing === 'true';
    const session = await findSession(db, fields.token || tokenFromCookie(request.headers.cookie));
    if (!session) return reply.send(fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE));
    return answer(reply, async () => {
      const orgId = await adminOrg(db, session.memberId);
      if (!file || file.length === 0) throw new ImportFileError('请选择要导入的 .xlsx 文件（字段 file）');
      // One import per unit at a time (in this process): a second upload is refused, not queued.
      if (importing.has(orgId)) throw new ImportFileError(IMPORT_BUSY);
      importing.add(orgId);
      try {
        const rows = await readMemberSheet(file);
        return reply.send(ok(await importRows(db, orgId, rows, allOrNothing)));
      } finally {
        importing.delete(orgId);
      }
    });
  };

  const exportHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as { token?: unknown };
    const query = (request.query ?? {}) as { token?: unknown };
    const given = typeof body.token === 'string' ? body.token : typeof query.token === 'string' ? query.token : undefined;
    const session = await findSession(db, given || tokenFromCookie(request.headers.cookie));
    if (!session) return reply.send(fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE));
    return answer(reply, async () => {
      const members = await org.allMembers(session.memberId);
      const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      return sendXlsx(reply, `单位成员-${day}.xlsx`, await membersXlsx(members));
    });
  };

  const templateHandler = async (_request: FastifyRequest, reply: FastifyReply) => sendXlsx(reply, '单位成员导入模板.xlsx', await templateXlsx());

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ORG_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    for (const path of IMPORT_PATHS) scope.post(path, importHandler);
  });
  for (const path of EXPORT_PATHS) {
    app.post(path, exportHandler);
    app.get(path, exportHandler);
  }
  for (const path of TEMPLATE_PATHS) app.get(path, templateHandler);
}

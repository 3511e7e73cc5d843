// Image uploads of the order module, multipart/form-data with one `file` part (JPEG/PNG/GIF/WebP by
// magic bytes, at most ORDER_IMAGE_MAX_BYTES), answering `{path}` for a later JSON call:
//   POST /api/order/offlineUploadCertificate (also /api/upload/certificate) → <DATA_DIR>/upload/certificate/
//   POST /api/upload/orderimg (evaluation, refund and complaint images)   → <DATA_DIR>/upload/order/
// The token comes from a `token` form field or, when absent, the `mall_token` cookie (storefront-server
// forwards /api/upload/* with the Cookie header; the browser cannot read the HttpOnly cookie).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ORDER_IMAGE_MAX_BYTES } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok, TOKEN_ERROR_MESSAGE } from '../../http/envelope';
import { sniffImage, tokenFromCookie } from '../account/upload';
import { reencodeImage } from '../../http/image-upload';
import { findSession } from '../member/session';

export const CERTIFICATE_PATHS = ['/api/order/offlineUploadCertificate', '/api/upload/certificate'] as const;
export const ORDER_IMAGE_PATH = '/api/upload/orderimg';
export const ORDER_NOT_AN_IMAGE = '只能上传 JPG、PNG、GIF 或 WebP 格式的图片';
export const ORDER_IMAGE_TOO_LARGE = `图片不能超过 ${ORDER_IMAGE_MAX_BYTES / 1024 / 1024}MB`;

async function readForm(request: FastifyRequest): Promise<{ token?: string; file?: Buffer }> {
  let token: string | undefined;
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buf = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = buf;
    } else if (part.fieldname === 'token' && typeof part.value === 'string') {
      token = part.value;
    }
  }
  return { token, file };
}

export async function registerOrderUploads(app: FastifyInstance, options: { db: Db; uploadDir?: string }) {
  const handle = (folder: 'certificate' | 'order') => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请以 multipart/form-data 上传图片（字段 file）'));
    let form: { token?: string; file?: Buffer };
    try {
      form = await readForm(request);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.send(fail(ErrorCode.INVALID_INPUT, ORDER_IMAGE_TOO_LARGE));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：一次只能上传一张图片'));
      throw error;
    }
    const session = await findSession(options.db, form.token || tokenFromCookie(request.headers.cookie));
    if (!session) return reply.send(fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE));
    if (!form.file || form.file.length === 0) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请选择要上传的图片（字段 file）'));
    // Decoded and re-encoded: a PNG-headed HTML polyglot is refused, hidden bytes are dropped.
    const image = sniffImage(form.file) ? await reencodeImage(form.file) : null;
    if (!image) return reply.send(fail(ErrorCode.INVALID_INPUT, ORDER_NOT_AN_IMAGE));
    const kind = image.kind;
    if (!options.uploadDir) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
    const dir = join(options.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${session.memberId}_${randomBytes(8).toString('hex')}.${kind}`;
    await writeFile(join(dir, name), image.data);
    return reply.send(ok({ path: `/upload/${folder}/${name}` }));
  };
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    for (const path of CERTIFICATE_PATHS) scope.post(path, handle('certificate'));
    scope.post(ORDER_IMAGE_PATH, handle('order'));
  });
}

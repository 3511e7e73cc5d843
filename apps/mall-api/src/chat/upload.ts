// POST /api/upload/chatimg: a chat image (multipart, one `file` part), then sent as an image message.
// Member by the `token` field or the mall_token cookie; servicer by `servicer_token` or its cookie.
// Only JPEG, PNG, GIF or WebP by their magic bytes, at most CHAT_IMAGE_MAX_BYTES; stored as
// <uploadDir>/chat/<random>.<true type> and served by GET /upload/chat/<name> with that type and
// X-Content-Type-Options: nosniff (this route wins over the generic /upload/* static files).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CHAT_IMAGE_MAX_BYTES, ErrorCode } from '@mall/rest-contract';
import type { Db } from '../db/client';
import { fail, ok, TOKEN_ERROR_MESSAGE } from '../http/envelope';
import { reencodeImage } from '../http/image-upload';
import { readMultipartForm } from '../http/multipart-form';
import { cookieValue, tokenFromCookie } from '../http/cookies';
import { sniffImage } from '../modules/account/upload';
import { findSession } from '../modules/member/session';
import type { ChatService } from '../modules/chat/service';
import { SERVICER_COOKIE } from './socket';

export const CHAT_UPLOAD_PATH = '/api/upload/chatimg';
const TYPES = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
const NAME = /^([0-9a-f]{32})\.(jpg|png|gif|webp)$/;

export async function registerChatUpload(app: FastifyInstance, deps: { db: Db; service: ChatService; uploadDir?: string }) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    scope.post(CHAT_UPLOAD_PATH, async (request, reply) => {
      if (!request.isMultipart()) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请以 multipart/form-data 上传图片（字段 file）'));
      let form: Awaited<ReturnType<typeof readMultipartForm>>;
      try {
        form = await readMultipartForm(request);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.send(fail(ErrorCode.INVALID_INPUT, `图片不能超过 ${CHAT_IMAGE_MAX_BYTES / 1024 / 1024}MB`));
        if (code?.startsWith('FST_')) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：一次只能上传一张图片'));
        throw error;
      }
      const { fields, file } = form;
      const cookies = request.headers.cookie;
      const servicerToken = fields.servicer_token || cookieValue(cookies, SERVICER_COOKIE);
      // As on the socket: a servicer by their token, otherwise a member by theirs.
      const allowed =
        (servicerToken !== undefined && !!(await deps.service.servicerByToken(servicerToken))) ||
        !!(await findSession(deps.db, fields.token || tokenFromCookie(cookies)));
      if (!allowed) return reply.send(fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE));
      if (!file || file.length === 0) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请选择要上传的图片（字段 file）'));
      // Decoded and re-encoded: a PNG-headed HTML polyglot is refused, hidden bytes are dropped.
      const image = sniffImage(file) ? await reencodeImage(file) : null;
      if (!image) return reply.send(fail(ErrorCode.INVALID_INPUT, '只能发送 JPG、PNG、GIF 或 WebP 格式的图片'));
      const kind = image.kind;
      if (!deps.uploadDir) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
      const dir = join(deps.uploadDir, 'chat');
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      await writeFile(join(dir, name), image.data);
      return reply.send(ok({ pic_path: `/upload/chat/${name}` }));
    });
  });
  app.get<{ Params: { name: string } }>('/upload/chat/:name', async (request, reply) => {
    const m = NAME.exec(request.params.name);
    if (!m || !deps.uploadDir) return reply.code(404).send(fail(ErrorCode.NOT_FOUND, '图片不存在'));
    const body = await readFile(join(deps.uploadDir, 'chat', request.params.name)).catch(() => null);
    if (!body) return reply.code(404).send(fail(ErrorCode.NOT_FOUND, '图片不存在'));
    return reply
      .header('content-type', TYPES[m[2] as keyof typeof TYPES])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });
}


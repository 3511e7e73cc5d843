// POST /api/upload/chatimg: a chat image (multipart, one `file` part), then sent as an image message.
// Member by the `token` field or the mall_token cookie; servicer by `servicer_token` or its cookie.
// Only JPEG, PNG, GIF or WebP by their magic bytes, at most CHAT_IMAGE_MAX_BYTES; stored in the
// upload store as chat/<random>.<true type> and served under /upload/chat/ (storage/serve.ts).
// POST /admin/upload/chatimg: the same for a shop's 客服 in the console (session, CSRF header, chat.serve).
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_IMAGE_MAX_BYTES, ErrorCode } from '@mall/rest-contract';
import type { Db } from '../db/client';
import { fail, ok, TOKEN_ERROR_MESSAGE } from '../http/envelope';
import { reencodeImage } from '../http/image-upload';
import { readMultipartForm } from '../http/multipart-form';
import { cookieValue, tokenFromCookie } from '../http/cookies';
import { IMAGE_TYPES, sniffImage } from '../modules/account/upload';
import type { UploadStorage } from '../storage';
import { findSession } from '../modules/member/session';
import type { ChatService } from '../modules/chat/service';
import { consoleChatRefusal, SERVICER_COOKIE } from './socket';
import { authenticateConsole } from '../modules/console/register';
import { writeAudit } from '../modules/console/audit';
import { ConsoleErrorCode } from '@mall/rest-contract';

export const CHAT_UPLOAD_PATH = '/api/upload/chatimg';
export const CONSOLE_CHAT_UPLOAD_PATH = '/admin/upload/chatimg';

export async function registerChatUpload(app: FastifyInstance, deps: { db: Db; service: ChatService; storage?: UploadStorage }) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    /** Reads, checks and stores the picture once `authorize` (given the form's fields) said yes. */
    const receive = async (request: FastifyRequest, reply: FastifyReply, authorize: (fields: Record<string, string>) => Promise<ReturnType<typeof fail> | null>) => {
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
      const refusal = await authorize(fields);
      if (refusal) return reply.send(refusal);
      if (!file || file.length === 0) return reply.send(fail(ErrorCode.INVALID_INPUT, '参数错误：请选择要上传的图片（字段 file）'));
      // Decoded and re-encoded: a PNG-headed HTML polyglot is refused, hidden bytes are dropped.
      const image = sniffImage(file) ? await reencodeImage(file) : null;
      if (!image) return reply.send(fail(ErrorCode.INVALID_INPUT, '只能发送 JPG、PNG、GIF 或 WebP 格式的图片'));
      const kind = image.kind;
      if (!deps.storage) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
      const name = `${randomBytes(16).toString('hex')}.${kind}`;
      await deps.storage.put(`chat/${name}`, image.data, IMAGE_TYPES[kind]);
      return reply.send(ok({ pic_path: `/upload/chat/${name}` }));
    };

    scope.post(CHAT_UPLOAD_PATH, (request, reply) =>
      receive(request, reply, async (fields) => {
        const cookies = request.headers.cookie;
        const servicerToken = fields.servicer_token || cookieValue(cookies, SERVICER_COOKIE);
        // As on the socket: a servicer by their token, otherwise a member by theirs.
        const allowed =
          (servicerToken !== undefined && !!(await deps.service.servicerByToken(servicerToken))) ||
          !!(await findSession(deps.db, fields.token || tokenFromCookie(cookies)));
        return allowed ? null : fail(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE);
      }),
    );

    scope.post(CONSOLE_CHAT_UPLOAD_PATH, async (request, reply) => {
      const auth = await authenticateConsole(deps.db, request, 'chat.serve');
      if ('refusal' in auth) return reply.send(auth.refusal);
      const { actor } = auth;
      const reason = consoleChatRefusal(actor);
      if (reason) {
        await writeAudit(deps.db, { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip }, { action: 'chat.upload', targetType: 'shop', targetId: '', after: { reason } }, 'refused');
        return reply.send(fail(ConsoleErrorCode.FORBIDDEN, '只有店铺的客服账号可以发送聊天图片'));
      }
      return receive(request, reply, async () => null);
    });
  });
}


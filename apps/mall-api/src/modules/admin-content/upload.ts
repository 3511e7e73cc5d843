// The platform's content pictures from the console (multipart, one `file` part): adverts, floors and
// the float layer at /admin/upload/content (content.manage), the default images at
// /admin/upload/settings (settings.manage). Behind the console session and its CSRF header like every
// console write; decoded and re-encoded as every upload is (http/image-upload.ts), stored as
// content/<account>_<random>.<true type>, audited, and answered as its /upload/ path for the form.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ConsoleErrorCode, ErrorCode, type ConsoleAction } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import type { UploadStorage } from '../../storage';
import { IMAGE_TYPES } from '../account/upload';
import { writeAudit } from '../console/audit';
import { readConsoleImage } from '../console/image-upload';
import { authenticateConsole } from '../console/register';

export const CONTENT_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const CONTENT_UPLOAD_PATHS: Record<'content' | 'settings', { path: string; permission: ConsoleAction }> = {
  content: { path: '/admin/upload/content', permission: 'content.manage' },
  settings: { path: '/admin/upload/settings', permission: 'settings.manage' },
};
const PLATFORM_ONLY = '只有平台账号可以上传平台内容图片';

export async function registerContentUpload(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage }): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6 } });
    for (const { path, permission } of Object.values(CONTENT_UPLOAD_PATHS)) {
      scope.post(path, async (request, reply) => {
        const auth = await authenticateConsole(deps.db, request, permission);
        if ('refusal' in auth) return reply.send(auth.refusal);
        const { actor } = auth;
        const who = { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip };
        if (actor.shopId !== null) {
          await writeAudit(deps.db, who, { action: 'content.upload', targetType: 'shop', targetId: String(actor.shopId), after: { reason: 'shop_account' } }, 'refused');
          return reply.send(fail(ConsoleErrorCode.FORBIDDEN, PLATFORM_ONLY));
        }
        const read = await readConsoleImage(request, CONTENT_IMAGE_MAX_BYTES);
        if ('refusal' in read) return reply.send(read.refusal);
        const { image } = read;
        if (!deps.storage) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
        const name = `${actor.accountId}_${randomBytes(8).toString('hex')}.${image.kind}`;
        await deps.storage.put(`content/${name}`, image.data, IMAGE_TYPES[image.kind]);
        const stored = `/upload/content/${name}`;
        await writeAudit(deps.db, who, { action: 'content.upload', targetType: 'image', targetId: name, after: { path: stored, bytes: image.data.length } });
        return reply.send(ok({ path: stored }));
      });
    }
  });
}

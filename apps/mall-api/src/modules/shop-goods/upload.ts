// POST /admin/upload/goods: a goods or sku picture from the shop console (multipart, one `file`
// part), behind the console session, its CSRF header and `goods.write` like every console write.
// The picture is read and re-encoded as every console upload is (console/image-upload.ts), stored as
// shopgoods/<shop>_<random>.<true type> and answered as its /upload/ path for the goods form.
// `registerShopImageUpload` serves the shop's other pictures (its avatar and banner) the same way.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ConsoleErrorCode, ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import { IMAGE_TYPES } from '../account/upload';
import { writeAudit } from '../console/audit';
import { readConsoleImage } from '../console/image-upload';
import { authenticateConsole } from '../console/register';
import { SHOP_ONLY_MESSAGE } from '../console/shop-scope';
import type { UploadStorage } from '../../storage';
import type { ConsoleAction } from '@mall/rest-contract';

export const SHOP_GOODS_UPLOAD_PATH = '/admin/upload/goods';
export const GOODS_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

export async function registerShopGoodsUpload(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage }): Promise<void> {
  await registerShopImageUpload(app, deps, { path: SHOP_GOODS_UPLOAD_PATH, permission: 'goods.write', folder: 'shopgoods', action: 'goods.upload' });
}

/** A shop console picture upload at `path`, needing `permission`, stored under `folder/`, audited as `action`. */
export async function registerShopImageUpload(
  app: FastifyInstance,
  deps: { db: Db; storage?: UploadStorage },
  at: { path: `/admin/upload/${string}`; permission: ConsoleAction; folder: string; action: string },
): Promise<void> {
  const { action, folder } = at;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: GOODS_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6 } });
    scope.post(at.path, async (request, reply) => {
      const auth = await authenticateConsole(deps.db, request, at.permission);
      if ('refusal' in auth) return reply.send(auth.refusal);
      const { actor } = auth;
      const who = { accountId: actor.accountId, username: actor.username, role: actor.role, ip: request.ip };
      if (actor.shopId === null) {
        await writeAudit(deps.db, who, { action, targetType: 'shop', targetId: '', after: { reason: 'platform_account' } }, 'refused');
        return reply.send(fail(ConsoleErrorCode.FORBIDDEN, SHOP_ONLY_MESSAGE));
      }
      const read = await readConsoleImage(request, GOODS_IMAGE_MAX_BYTES);
      if ('refusal' in read) return reply.send(read.refusal);
      const { image } = read;
      if (!deps.storage) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
      const name = `${actor.shopId}_${randomBytes(8).toString('hex')}.${image.kind}`;
      await deps.storage.put(`${folder}/${name}`, image.data, IMAGE_TYPES[image.kind]);
      const path = `/upload/${folder}/${name}`;
      await writeAudit(deps.db, who, { action, targetType: 'image', targetId: name, after: { path, bytes: image.data.length } });
      return reply.send(ok({ path }));
    });
  });
}

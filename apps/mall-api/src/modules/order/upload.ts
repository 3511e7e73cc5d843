// Image uploads of the order module, multipart/form-data with one `file` part (JPEG/PNG/GIF/WebP by
// magic bytes, at most ORDER_IMAGE_MAX_BYTES), answering `{path}` for a later JSON call:
//   POST /api/order/offlineUploadCertificate (also /api/upload/certificate) → the store's certificate/
//   POST /api/upload/orderimg (evaluation, refund and complaint images)   → the store's order/
// (the upload store: the data folder, or a bucket with several instances; storage/).
// The token comes from a `token` form field or, when absent, the `mall_token` cookie (storefront-server
// forwards /api/upload/* with the Cookie header; the browser cannot read the HttpOnly cookie).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ORDER_IMAGE_MAX_BYTES } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import { receiveMemberImage, storeMemberImage } from '../account/upload';
import type { UploadStorage } from '../../storage';

export const CERTIFICATE_PATHS = ['/api/order/offlineUploadCertificate', '/api/upload/certificate'] as const;
export const ORDER_IMAGE_PATH = '/api/upload/orderimg';
export const ORDER_IMAGE_TOO_LARGE = `图片不能超过 ${ORDER_IMAGE_MAX_BYTES / 1024 / 1024}MB`;

export async function registerOrderUploads(app: FastifyInstance, options: { db: Db; storage?: UploadStorage }) {
  const handle = (folder: 'certificate' | 'order') => async (request: FastifyRequest, reply: FastifyReply) => {
    const upload = await receiveMemberImage(request, reply, { db: options.db, tooLarge: ORDER_IMAGE_TOO_LARGE });
    if (!upload) return reply;
    if (!options.storage) return reply.send(fail(ErrorCode.BUSINESS, '上传功能未启用'));
    return reply.send(ok({ path: await storeMemberImage(options.storage, folder, upload.memberId, upload.image) }));
  };
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ORDER_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    for (const path of CERTIFICATE_PATHS) scope.post(path, handle('certificate'));
    scope.post(ORDER_IMAGE_PATH, handle('order'));
  });
}

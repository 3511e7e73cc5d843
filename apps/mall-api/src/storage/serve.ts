// GET /upload/<upload folder>/<name>: an upload from the store (data folder or bucket), with the same
// headers as every file under /upload/ (its image type, nosniff, a sandbox). These routes win over the
// static /upload/* files (the seed's pictures), so an upload made through any instance shows on all.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@mall/rest-contract';
import { fail } from '../http/envelope';
import { uploadHeaders } from '../http/image-upload';
import { UPLOAD_FOLDERS, type UploadStorage } from './index';

/** `abc_mid.png` → `abc.png`: the storefront asks for an upload's preview first (ui's previewUrl). */
const PREVIEW = /^(.+)_(?:big|mid|small)(\.[a-z0-9]+)$/i;

export function registerUploadFiles(app: FastifyInstance, storage: UploadStorage): void {
  for (const folder of UPLOAD_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/upload/${folder}/:name`, async (request, reply) => {
      const key = `${folder}/${request.params.name}`;
      let body: Buffer | null;
      try {
        body = await storage.get(key);
        // Uploads have no previews (only the seed's pictures do), and a page rendered on the server
        // has no script to fall back to the original: a missing preview is answered with it.
        const preview = body ? null : PREVIEW.exec(request.params.name);
        if (preview) body = await storage.get(`${folder}/${preview[1]}${preview[2]}`);
      } catch (err) {
        // The bucket out of reach: a retryable answer, not a 500 (the page shows the picture later).
        request.log.warn({ err, key }, 'upload store unavailable');
        return reply.code(503).header('retry-after', '5').send(fail(ErrorCode.INTERNAL, '图片暂时无法读取，请稍后重试'));
      }
      if (!body) return reply.code(404).send(fail(ErrorCode.NOT_FOUND, '图片不存在'));
      return reply.headers(uploadHeaders(key)).header('cache-control', 'public, max-age=86400').send(body);
    });
  }
}

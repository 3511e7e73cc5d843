// Uploaded images are decoded and re-encoded (sharp) before they are stored: a file
// that only looks like an image by its first bytes (a PNG-headed HTML polyglot) fails to decode and is
// refused; bytes hidden after or inside a real image (HTML, scripts, EXIF with GPS) do not survive the
// re-encode. The stored extension is the decoded format's, and /upload serves it as that image type
// with nosniff (uploadStaticHeaders).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_IMAGE_TYPES } from '@mall/rest-contract';

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp';

/** Larger images are refused rather than decoded (a small file can declare a huge canvas). */
export const MAX_UPLOAD_PIXELS = 40_000_000;

/** The image decoded and written again in its own format, or null when it is not a whole image. */
export async function reencodeImage(input: Buffer): Promise<{ kind: ImageKind; data: Buffer } | null> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: true, failOn: 'error' });
    const { format } = await image.metadata();
    // rotate(): applies the EXIF orientation before the metadata (and the EXIF) are dropped.
    switch (format) {
      case 'jpeg':
        return { kind: 'jpg', data: await image.rotate().jpeg({ quality: 88, mozjpeg: true }).toBuffer() };
      case 'png':
        return { kind: 'png', data: await image.rotate().png().toBuffer() };
      case 'webp':
        return { kind: 'webp', data: await image.rotate().webp({ quality: 88 }).toBuffer() };
      case 'gif':
        return { kind: 'gif', data: await image.gif().toBuffer() };
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * Headers of every file under /upload/: its image type by extension (anything else is a download,
 * never a page), no sniffing, and a sandbox should it be opened as a document.
 */
export function uploadHeaders(path: string): Record<string, string> {
  const ext = /\.([a-z0-9]+)$/i.exec(path.split('?')[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const type = UPLOAD_IMAGE_TYPES[ext];
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    ...(type ? { 'content-type': type } : { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' }),
  };
}

/** Serves `root` at /upload/ with uploadHeaders on every answer (set last, over the static plugin's guess). */
export async function registerUploadStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400) void reply.headers(uploadHeaders(request.url));
      return payload;
    });
    await scope.register(fastifyStatic, { root, prefix: '/upload/', decorateReply: false, maxAge: '1d' });
  });
}

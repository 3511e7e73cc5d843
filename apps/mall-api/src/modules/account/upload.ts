// POST /api/upload/headimg: the member's avatar, multipart/form-data with one `file` part.
//
// The token: a `token` form field, or — because the browser cannot read the HttpOnly session cookie
// to put it in the form — the `mall_token` cookie. storefront-server forwards /api/upload/* to
// mall-api with the Cookie header, so a form posted from the site authenticates by the cookie alone.
// Only images pass: JPEG, PNG, GIF or WebP recognised by their magic bytes (the declared MIME type
// and file name are not trusted), at most AVATAR_MAX_BYTES. Files go to the upload store (storage/) as
// avatar/<name> and are served under /upload/avatar/.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { BusinessError, fail, ok, TOKEN_ERROR_MESSAGE } from '../../http/envelope';
import { reencodeImage, type ImageKind } from '../../http/image-upload';
import { readMultipartForm } from '../../http/multipart-form';
import { tokenFromCookie } from '../../http/cookies';
import { findSession } from '../member/session';
import type { UploadFolder, UploadStorage } from '../../storage';
import type { ProfileService } from './profile-service';

export const AVATAR_PATH = '/api/upload/headimg';
export const NOT_AN_IMAGE = '只能上传 JPG、PNG、GIF 或 WebP 格式的图片';
export const IMAGE_TOO_LARGE = `图片不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024}MB`;

/** The image type by magic bytes, or null. */
export function sniffImage(buf: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}


/**
 * A member's one-image upload (multipart, one `file` part; the token from a `token` field or the
 * cookie), decoded and re-encoded: a PNG-headed HTML polyglot is refused, hidden bytes are dropped.
 * Answers the member and the image, or sends the error and answers null. `tooLarge`: the message
 * past the multipart file size limit.
 */
export async function receiveMemberImage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; tooLarge: string },
): Promise<{ memberId: number; image: { kind: ImageKind; data: Buffer } } | null> {
  const refuse = (code: number, message: string) => {
    void reply.send(fail(code, message));
    return null;
  };
  if (!request.isMultipart()) return refuse(ErrorCode.INVALID_INPUT, '参数错误：请以 multipart/form-data 上传图片（字段 file）');
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(request);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(ErrorCode.INVALID_INPUT, options.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse(ErrorCode.INVALID_INPUT, '参数错误：一次只能上传一张图片');
    throw error;
  }
  const session = await findSession(options.db, form.fields.token || tokenFromCookie(request.headers.cookie));
  if (!session) return refuse(ErrorCode.TOKEN_ERROR, TOKEN_ERROR_MESSAGE);
  if (!form.file || form.file.length === 0) return refuse(ErrorCode.INVALID_INPUT, '参数错误：请选择要上传的图片（字段 file）');
  const image = sniffImage(form.file) ? await reencodeImage(form.file) : null;
  if (!image) return refuse(ErrorCode.INVALID_INPUT, NOT_AN_IMAGE);
  return { memberId: session.memberId, image };
}

/** Stores a member's upload as `<folder>/<member id>_<16 random hex digits>.<kind>`; answers its /upload/ path. */
export async function storeMemberImage(storage: UploadStorage, folder: UploadFolder, memberId: number, image: { kind: ImageKind; data: Buffer }): Promise<string> {
  const name = `${memberId}_${randomBytes(8).toString('hex')}.${image.kind}`;
  await storage.put(`${folder}/${name}`, image.data, IMAGE_TYPES[image.kind]);
  return `/upload/${folder}/${name}`;
}

/** Whether a path is a picture `memberId` stored in `folder` (storeMemberImage leads its name with the member id). */
export function uploadedBy(path: string, folder: UploadFolder, memberId: number): boolean {
  return path.startsWith(`/upload/${folder}/${memberId}_`);
}

export const IMAGE_TYPES: Record<ImageKind, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

export async function registerAvatarUpload(app: FastifyInstance, options: { db: Db; storage?: UploadStorage; profile: ProfileService }) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    scope.post(AVATAR_PATH, async (request, reply) => {
      const upload = await receiveMemberImage(request, reply, { db: options.db, tooLarge: IMAGE_TOO_LARGE });
      if (!upload) return reply;
      if (!options.storage) throw new BusinessError('上传功能未启用');
      const headimg = await storeMemberImage(options.storage, 'avatar', upload.memberId, upload.image);
      const before = await options.profile.detail(upload.memberId);
      await options.profile.setHeadimg(upload.memberId, headimg);
      // The previous upload of this member is no longer referenced.
      const old = /^\/upload\/avatar\/(\d+_[0-9a-f]{16}\.(?:jpg|png|gif|webp))$/.exec(before.headimg);
      if (old && old[1].startsWith(`${upload.memberId}_`)) {
        await options.storage.delete(`avatar/${old[1]}`).catch((err: unknown) => request.log.warn({ err }, 'avatar: the previous file was not removed'));
      }
      return reply.send(ok({ headimg }));
    });
  });
}

// The body of a console picture upload (multipart, one `file` part), read the same way by every
// console upload route (a shop's goods and shop pictures, the platform's content pictures): the
// file within the route's size limit, decoded and re-encoded (http/image-upload.ts), or the refusal
// to answer in Chinese.
import type { FastifyRequest } from 'fastify';
import { ErrorCode, type RestResponse } from '@mall/rest-contract';
import { fail } from '../../http/envelope';
import { reencodeImage } from '../../http/image-upload';
import { readMultipartForm } from '../../http/multipart-form';
import { NOT_AN_IMAGE, sniffImage } from '../account/upload';

export async function readConsoleImage(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ image: NonNullable<Awaited<ReturnType<typeof reencodeImage>>> } | { refusal: RestResponse<null> }> {
  if (!request.isMultipart()) return { refusal: fail(ErrorCode.INVALID_INPUT, '参数错误：请以 multipart/form-data 上传图片（字段 file）') };
  let file: Buffer | undefined;
  try {
    file = (await readMultipartForm(request)).file;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { refusal: fail(ErrorCode.INVALID_INPUT, `图片不能超过 ${maxBytes / 1024 / 1024}MB`) };
    if (code?.startsWith('FST_')) return { refusal: fail(ErrorCode.INVALID_INPUT, '参数错误：一次只能上传一张图片') };
    throw error;
  }
  if (!file || file.length === 0) return { refusal: fail(ErrorCode.INVALID_INPUT, '参数错误：请选择要上传的图片（字段 file）') };
  const image = sniffImage(file) ? await reencodeImage(file) : null;
  return image ? { image } : { refusal: fail(ErrorCode.INVALID_INPUT, NOT_AN_IMAGE) };
}

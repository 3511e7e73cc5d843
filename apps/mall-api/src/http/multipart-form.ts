// Reading a multipart upload form: the one file of field `file` and the text fields. The multipart
// limits of the route apply while reading; past one, the read throws the plugin's FST_* error, which
// each route answers in its own words.
import type { FastifyRequest } from 'fastify';

export async function readMultipartForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Every file part is read to its end (the stream must be drained); the first `file` one is kept.
      const buf = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
      if (part.fieldname === 'file' && !file) file = buf;
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, file };
}

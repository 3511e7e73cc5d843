// Helpers of the account tests: calls from a chosen client address, SMS codes, multipart bodies.
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointPath, type RestResponse } from '@mall/rest-contract';
import { callOk, TEST_CAPTCHA } from '../../test/harness';

export async function postFrom(app: FastifyInstance, path: string, body: Record<string, unknown> = {}, ip = '127.0.0.1') {
  const res = await app.inject({ method: 'POST', url: path, payload: body, remoteAddress: ip });
  return { res, json: res.json() as RestResponse<unknown> };
}

/** Like callOk, from a chosen address. */
export async function okFrom<P extends EndpointPath>(app: FastifyInstance, path: P, body: Record<string, unknown> = {}, ip = '127.0.0.1') {
  const { json } = await postFrom(app, path, body, ip);
  if (json.code !== 0) throw new Error(`${path} answered ${json.code} ${json.message}`);
  return endpoints[path].response.parse(json.data) as ReturnType<(typeof endpoints)[P]['response']['parse']>;
}

export async function captcha(app: FastifyInstance) {
  const c = await callOk(app, '/api/captcha/captcha');
  return { captcha_id: c.id, captcha_code: TEST_CAPTCHA };
}

/** Sends an SMS code through `path` (with a fresh captcha) and answers the envelope. */
export async function sendSms(app: FastifyInstance, path: string, mobile: string, ip = '127.0.0.1', extra: Record<string, unknown> = {}) {
  return postFrom(app, path, { mobile, ...(await captcha(app)), ...extra }, ip);
}

/** A multipart/form-data body with text fields and one file part. */
export function multipart(fields: Record<string, string>, file?: { name?: string; filename: string; type: string; data: Buffer }) {
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let phoneCounter = 0;
/** A valid, unregistered-looking mobile unique within the run (seeded mobiles start 138/139). */
export const freshMobile = () => `15${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++phoneCounter % 1000).padStart(3, '0')}`;

// A PNG-headed HTML polyglot uploaded as an avatar, then fetched. It must be refused
// (it is no image) or, when HTML hides after a real image, stored re-encoded without it; /upload serves
// image types with nosniff and never anything as HTML.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1X1 } from '../modules/account/test-support';
import { NOT_AN_IMAGE } from '../modules/account/upload';
import { login, tempDirPerFile, testAppPerFile } from '../test/harness';
import { reencodeImage } from './image-upload';

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
/** The PNG signature and an IHDR-looking start, then a page: what a sniffing browser renders as HTML. */
const POLYGLOT = Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.from(HTML)]);
/** A whole, valid PNG with the page appended after IEND. */
const PNG_WITH_TRAILER = Buffer.concat([PNG_1X1, Buffer.from(HTML)]);

const uploadDir = tempDirPerFile('mall-upload-');
const t = testAppPerFile({ uploadDir });
let token: string;
beforeAll(async () => {
  token = await login(t.app);
});

const upload = (data: Buffer) => {
  const { payload, headers } = multipart({ token }, { filename: 'me.png', type: 'image/png', data });
  return t.app.inject({ method: 'POST', url: '/api/upload/headimg', payload, headers });
};

describe('reencodeImage', () => {
  it('refuses what only starts like an image, and drops what follows a real one', async () => {
    expect(await reencodeImage(POLYGLOT)).toBeNull();
    const clean = await reencodeImage(PNG_WITH_TRAILER);
    expect(clean?.kind).toBe('png');
    expect(clean!.data.includes(Buffer.from('<script'))).toBe(false);
  });

  it('stores the decoded format, whatever the name said', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    expect((await reencodeImage(jpeg))?.kind).toBe('jpg');
  });
});

describe('polyglot upload, then GET', () => {
  it('refuses the PNG-headed HTML polyglot', async () => {
    expect((await upload(POLYGLOT)).json()).toMatchObject({ message: NOT_AN_IMAGE });
  });

  it('serves an accepted upload as image/png with nosniff and no HTML left in it', async () => {
    const res = (await upload(PNG_WITH_TRAILER)).json();
    expect(res.code).toBe(0);
    const got = await t.app.inject({ url: res.data.headimg });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('never serves a file under /upload as a page', async () => {
    writeFileSync(join(uploadDir, 'left-over.html'), HTML);
    const got = await t.app.inject({ url: '/upload/left-over.html' });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('previews of an upload', () => {
  it('answers a missing preview (_mid, _small, _big) of an existing upload with the original, and nothing else', async () => {
    const res = (await upload(PNG_1X1)).json();
    expect(res.code).toBe(0);
    const original: string = res.data.headimg;
    const mid = original.replace(/\.png$/, '_mid.png');
    const [got, whole] = [await t.app.inject({ url: mid }), await t.app.inject({ url: original })];
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(whole.rawPayload)).toBe(true);
    // A preview of nothing, and a path out of the upload folder, are still 404s.
    expect((await t.app.inject({ url: '/upload/avatar/none_mid.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/upload/avatar/..%2F..%2Fetc%2Fpasswd_mid.png' })).statusCode).toBe(404);
  });
});

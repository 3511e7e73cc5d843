// The upload store in both modes: the data folder (the embedded default) and an S3-compatible bucket
// (s3rver on loopback, started here). Uploads through one mall-api are served by another that shares
// the bucket and the database; images are still re-encoded, refused when they are not images, and
// served with their type, nosniff and the sandbox.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { buildApp } from '../app';
import { createTestApp, login, type TestApp } from '../test/harness';
import { multipart, PNG_1X1 } from '../modules/account/test-support';
import { isUploadKey, localStorage, s3OptionsFromEnv, s3Storage, type UploadStorage } from './index';

const HTML_AS_PNG = Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function upload(app: FastifyInstance, url: string, token: string, data = PNG_1X1) {
  const res = await app.inject({ method: 'POST', url, ...multipart({ token }, { filename: 'a.png', type: 'image/png', data }) });
  return res.json() as { code: number; message: string; data: { path?: string; pic_path?: string; headimg?: string } };
}

describe('the data folder store', () => {
  const root = tempDir('mall-store-');
  const store = localStorage(root);

  it('keeps files under DATA_DIR/upload/<folder>/, as npm start always has', async () => {
    await store.put('certificate/1_abc.png', PNG_1X1, 'image/png');
    expect(readFileSync(join(root, 'certificate/1_abc.png')).equals(PNG_1X1)).toBe(true);
    expect((await store.get('certificate/1_abc.png'))?.equals(PNG_1X1)).toBe(true);
    await store.delete('certificate/1_abc.png');
    expect(await store.get('certificate/1_abc.png')).toBeNull();
  });

  it('refuses keys outside the upload folders', async () => {
    for (const key of ['../etc/passwd', 'avatar/../../x.png', 'goods/1.svg', 'avatar/a/b.png', 'avatar/.png']) expect(isUploadKey(key)).toBe(false);
    await expect(store.put('../x.png', PNG_1X1, 'image/png')).rejects.toThrow(/not an upload key/);
    expect(await store.get('../../etc/passwd')).toBeNull();
  });
});

describe('an S3-compatible bucket shared by two mall-api instances', () => {
  let s3: S3rver;
  let first: TestApp;
  let second: FastifyInstance;
  let bucketStore: UploadStorage;
  let token: string;
  const bucket = 'mall-uploads';

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('mall-s3rver-'), configureBuckets: [{ name: bucket }] });
    const { port } = await s3.run();
    const options = s3OptionsFromEnv({
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_PREFIX: 'mall',
    });
    if (!options) throw new Error('STORAGE_S3_BUCKET was set');
    bucketStore = s3Storage(options);
    // Each instance has its own data folder (nothing shared on disk), one database and one bucket.
    first = await createTestApp({ uploadDir: tempDir('mall-up-1-'), storage: s3Storage(options) });
    second = await buildApp({ db: first.database, uploadDir: tempDir('mall-up-2-'), storage: s3Storage(options), rateLimit: false });
    token = await login(first.app, 'member02', 'member2pass');
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.dispose();
    await bucketStore?.close?.();
    await s3?.close();
  });

  it('serves a payment certificate uploaded through one instance from the other, re-encoded, as an inert image', async () => {
    const answer = await upload(first.app, '/api/order/offlineUploadCertificate', token);
    expect(answer.code).toBe(0);
    const path = answer.data.path!;
    expect(path).toMatch(/^\/upload\/certificate\/\d+_[0-9a-f]{16}\.png$/);
    const stored = await bucketStore.get(path.replace('/upload/', ''));
    expect(stored).not.toBeNull();
    const got = await second.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toContain('sandbox');
    expect(got.rawPayload.equals(stored!)).toBe(true);
  });

  it('serves chat images and order pictures across instances, and a missing one is a 404', async () => {
    const chat = await upload(second, '/api/upload/chatimg', token);
    expect(chat.code).toBe(0);
    expect((await first.app.inject({ method: 'GET', url: chat.data.pic_path! })).statusCode).toBe(200);
    const order = await upload(second, '/api/upload/orderimg', token);
    expect((await first.app.inject({ method: 'GET', url: order.data.path! })).headers['content-type']).toBe('image/png');
    expect((await first.app.inject({ method: 'GET', url: '/upload/chat/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'GET', url: '/upload/chat/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('replaces an avatar in the bucket: the new one is served everywhere and the old one is removed', async () => {
    const before = await upload(first.app, '/api/upload/headimg', token);
    const after = await upload(second, '/api/upload/headimg', token);
    expect(before.code).toBe(0);
    expect(after.code).toBe(0);
    expect((await first.app.inject({ method: 'GET', url: after.data.headimg! })).statusCode).toBe(200);
    expect(await bucketStore.get(before.data.headimg!.replace('/upload/', ''))).toBeNull();
  });

  it('refuses an HTML file dressed as a PNG and stores nothing', async () => {
    const answer = await upload(first.app, '/api/upload/certificate', token, HTML_AS_PNG);
    expect(answer).toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(answer.data?.path).toBeUndefined();
  });

  it('answers 503 with Retry-After, not 500, while the bucket is out of reach', async () => {
    const away = s3Storage({ bucket, endpoint: 'http://127.0.0.1:9', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const app = await buildApp({ db: first.database, storage: away, rateLimit: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/upload/chat/0123456789abcdef0123456789abcdef.png' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ message: '图片暂时无法读取，请稍后重试' });
    } finally {
      await app.close();
    }
  });

  it('reads STORAGE_S3_* and refuses a bad path-style switch', () => {
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ bucket: 'b', forcePathStyle: false });
    expect(() => s3OptionsFromEnv({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/STORAGE_S3_FORCE_PATH_STYLE/);
  });
});

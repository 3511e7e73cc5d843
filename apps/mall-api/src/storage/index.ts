// Where shoppers' uploads live (avatars, order and refund pictures, payment certificates, chat
// images): one interface with two stores. The embedded default keeps them in the data folder
// (DATA_DIR/upload, as `npm start` always has); STORAGE_S3_BUCKET selects an S3-compatible bucket
// (Aliyun OSS, Tencent COS, MinIO, AWS) so every instance sees every upload.
// Keys are `<folder>/<file name>` below the upload root, the same path the browser asks for under
// /upload/. The generated seed pictures are not uploads: each instance writes them to its own data
// folder (db/images.ts) and /upload/ serves them from there.
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The folders under /upload/ that hold uploads (everything else there is the seed's pictures). */
export const UPLOAD_FOLDERS = ['avatar', 'certificate', 'order', 'chat', 'shopgoods', 'shopinfo', 'content'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** A stored file's key: one of the upload folders, then a plain file name (no path, no dots leading). */
const KEY = /^(avatar|certificate|order|chat|shopgoods|shopinfo|content)\/[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$/;

export function isUploadKey(key: string): boolean {
  return KEY.test(key);
}

export interface UploadStorage {
  /** `local` (the data folder) or `s3` (a bucket), for the log and /readyz-style checks. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  close?(): Promise<void>;
}

function checkedKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `root` (DATA_DIR/upload): the embedded default, one machine. */
export function localStorage(root: string): UploadStorage {
  return {
    kind: 'local',
    async put(key, data) {
      const file = join(root, checkedKey(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      return readFile(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
    },
    async delete(key) {
      if (!isUploadKey(key)) return;
      await unlink(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  /** The service's URL (MinIO, OSS, COS); AWS's own when absent. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name (MinIO and most self-hosted stores need it). */
  forcePathStyle?: boolean;
  /** Put before every key, so several malls can share one bucket. */
  prefix?: string;
}

/**
 * An S3-compatible bucket through the AWS SDK: every instance reads what any instance wrote. The SDK
 * is loaded on the first use, so a mall on its data folder never pays for it.
 */
export function s3Storage(options: S3StorageOptions): UploadStorage {
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const Bucket = options.bucket;
  let sdk: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((m) => ({
      sdk: m,
      client: new m.S3Client({
        region: options.region || 'us-east-1',
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    })));
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { sdk: m, client } = await connect();
      await client.send(new m.PutObjectCommand({ Bucket, Key: prefix + checkedKey(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      const { sdk: m, client } = await connect();
      try {
        const answer = await client.send(new m.GetObjectCommand({ Bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isUploadKey(key)) return;
      const { sdk: m, client } = await connect();
      await client.send(new m.DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
    async close() {
      if (sdk) (await sdk).client.destroy();
    },
  };
}

/**
 * The S3 settings from STORAGE_S3_* (bucket, endpoint, region, access key id and secret, path style,
 * key prefix), or undefined when STORAGE_S3_BUCKET is unset (the data folder then).
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageOptions | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const pathStyle = env.STORAGE_S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && !['0', '1', 'true', 'false'].includes(pathStyle)) {
    throw new Error(`STORAGE_S3_FORCE_PATH_STYLE must be 1/true or 0/false, not ${JSON.stringify(pathStyle)}`);
  }
  return {
    bucket,
    endpoint: env.STORAGE_S3_ENDPOINT?.trim() || undefined,
    region: env.STORAGE_S3_REGION?.trim() || undefined,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() || undefined,
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : undefined,
    prefix: env.STORAGE_S3_PREFIX?.trim() || undefined,
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ImageStore } from './image-store.ts';
import { asStorageError, describeStorageProblem } from './storage-errors.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  prefix?: string;
}

/** Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...). Objects stay private. */
export function createS3ImageStore(opts: S3StoreOptions): ImageStore {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
  });
  const key = (k: string) => `${opts.prefix ?? 'images/'}${k}`;
  // A bucket is not probed on every health check (each probe is a paid write): the last write
  // tells whether it takes images, until the next one succeeds.
  let lastFailure: string | null = null;
  return {
    async put(k, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: opts.bucket,
            Key: key(k),
            Body: bytes,
            ContentType: contentType,
          }),
        );
        lastFailure = null;
      } catch (err) {
        lastFailure = describeStorageProblem(err);
        throw asStorageError(err);
      }
    },
    problem: () => Promise.resolve(lastFailure),
    async get(k) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key(k) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async delete(k) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key(k) }));
    },
  };
}

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';
import { CORE_PUBLIC_UPLOAD_FOLDERS, checkKey, publicUrlOf } from './storage';

export interface S3StorageConfig {
  /** e.g. https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 (MinIO); null → AWS. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither → the SDK's default credentials (environment, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`): MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
  /** Put before every key (a folder in a shared bucket), e.g. 'lobby/'; '' for none. */
  prefix: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata?.httpStatusCode === 404);

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph…). */
export function createS3Storage(
  config: S3StorageConfig,
  publicFolders: readonly string[] = CORE_PUBLIC_UPLOAD_FOLDERS,
): Storage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Only the checksums S3 requires: many S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix}${checkKey(key)}`;

  async function get(key: string) {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      if (!out.Body) return null;
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? null,
        modified: out.LastModified ?? null,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    publicFolders,
    client,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    get,
    async read(key) {
      const found = await get(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of Readable.from(found.body)) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async list(folder) {
      const Prefix = `${Key(folder)}/`;
      const out: { name: string; modified: Date | null }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key)
            out.push({ name: o.Key.slice(Prefix.length), modified: o.LastModified ?? null });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out;
    },
    url: (key) => publicUrlOf(checkKey(key), publicFolders),
    close: () => client.destroy(),
  };
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '@rentwise/core/errors';
import type { DocumentStorage } from '../modules/documents/storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, Ceph…); absent means AWS itself. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several deployments' files. */
  prefix: string;
}

/**
 * `STORAGE=s3`: the bytes in any S3-compatible object store through the official AWS SDK (issue 23
 * finding 13). Keys are the generated UUIDs, under `prefix`. A missing object is NOT_FOUND; deleting
 * a missing object succeeds (S3's own DeleteObject does).
 */
export function createS3Storage(options: S3StorageOptions): DocumentStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's newer
    // default CRC32 trailers; the bytes' integrity is TLS's and the store's own MD5/ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const objectKey = (key: string) => `${options.prefix}${key}`;
  return {
    client,
    async put(bytes) {
      const key = randomUUID();
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
      return key;
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) throw new AppError('NOT_FOUND', 'Document not found');
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (isNotFound(error)) throw new AppError('NOT_FOUND', 'Document not found');
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

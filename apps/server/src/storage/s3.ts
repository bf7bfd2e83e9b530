/** S3-compatible file store (AWS S3, MinIO, R2 ...) on the AWS SDK. Enabled by S3_BUCKET (see
 * docs/server.md). */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './index';

export interface S3Config {
  /** Unset for AWS itself; set for MinIO, R2 and other S3-compatible servers. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** CopyObject's source is `bucket/key` URL-encoded; '/' stays between segments. */
const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The object (or copy source) is not there: S3 says NoSuchKey, some compatible servers only 404. */
const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(cfg: S3Config) {
    this.bucket = cfg.bucket;
    this.location = `S3 bucket ${cfg.bucket}${cfg.endpoint ? ` at ${cfg.endpoint}` : ''}`;
    this.client = new S3Client({
      region: cfg.region,
      credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
      ...(cfg.endpoint
        ? {
            endpoint: cfg.endpoint,
            // MinIO and most self-hosted servers have no per-bucket DNS names: bucket in the path.
            forcePathStyle: true,
            // The SDK's default CRC32 trailers are AWS-only; MinIO, R2 and older compatible servers
            // refuse them. Checksums are then sent (and checked) only where the API requires one.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Copies on the server side; a missing source copies nothing, as in the local store. */
  async copy(from: string, to: string): Promise<void> {
    try {
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: copySource(this.bucket, from) }),
      );
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  /** Deletes every key under `prefix/` (not `prefix10/...`), at most 1000 keys (one listing) per call. */
  async deletePrefix(prefix: string): Promise<void> {
    const Prefix = `${prefix.replace(/\/$/, '')}/`;
    // Each round lists from the start again: the keys of the last round are gone, so no continuation
    // token is needed (some S3-compatible servers cannot make one).
    for (;;) {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = res.Errors?.[0];
      if (failed) throw new Error(`S3 delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      if (!page.IsTruncated) return;
    }
  }

  /** The bucket answers and these keys may use it (HeadBucket). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Lets the connection pool go (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

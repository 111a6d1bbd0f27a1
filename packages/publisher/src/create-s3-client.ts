import { S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';

export interface StorageSettings {
  bucket: string;
  region?: string;
  /** Any S3-compatible service (MinIO, R2, Ceph, GCS interoperability); path-style addressing is used. */
  endpoint?: string;
}

/**
 * An S3 client that works with S3-compatible services too: path-style addressing, checksums only
 * where the API requires them (others reject or mangle the streaming ones), and timeouts that end a
 * hung connection (none made in 5 s, nothing sent or received for 30 s) with an error the SDK
 * retries (with backoff) instead of waiting forever.
 * Credentials come from the SDK's standard chain: environment variables, profiles, roles.
 */
export function createS3Client(settings: StorageSettings): S3Client {
  // The SDK warns on every run under Node.js 20 (8 lines, on each docs publish) that its own support
  // for it will end; this command supports Node.js 20.19 and up, and says so itself. A reader's own
  // setting of the variable stands.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ||= 'true';
  return new S3Client({
    region: settings.region ?? process.env['AWS_REGION'] ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 5,
    // An idle limit, not one on the whole request: a 16 MB upload over a slow link takes minutes and is
    // not stuck, while an answer that stops halfway (its headers sent, its body never) is.
    requestHandler: new NodeHttpHandler({ connectionTimeout: 5_000, socketTimeout: 30_000 }),
  });
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const SCRIPT = fileURLToPath(new URL('./start-ceph-rgw.sh', import.meta.url));
const run = promisify(execFile);

export interface Storage {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** A client with the storage's credentials, for checking what a publish did. */
  client: S3Client;
  /** Makes a new empty bucket and returns its name. */
  createBucket: () => Promise<string>;
  stop: () => Promise<void>;
}

let buckets = 0;

/**
 * Starts a throwaway Ceph RADOS Gateway (a real S3 implementation) under a temporary folder. Needs
 * Debian's `radosgw`, `ceph-mon` and `ceph-osd` packages, which `.ci/run` installs.
 */
export async function startStorage(): Promise<Storage> {
  let dir = '';
  let stdout = '';
  // On a machine busy with other work a start sometimes fails (the OSD is refused by its monitor):
  // a few more tries, each in a fresh folder with a fresh cluster id.
  for (let attempt = 1; ; attempt++) {
    dir = await mkdtemp(path.join(tmpdir(), 'docs-s3-'));
    try {
      ({ stdout } = await run('bash', [SCRIPT, 'start', dir], { timeout: 120_000 }));
      break;
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      if (attempt === 4) {
        throw new Error(`The test storage (Ceph RADOS Gateway) did not start. Install it with: apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd curl\n${(error as { stderr?: string }).stderr ?? String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
  const settings = JSON.parse(stdout.trim().split('\n').pop()!) as { endpoint: string; accessKeyId: string; secretAccessKey: string; region: string };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    ...settings,
    client,
    createBucket: async () => {
      const name = `site-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    stop: async () => {
      client.destroy();
      await run('bash', [SCRIPT, 'stop', dir], { timeout: 60_000 }).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { publishSite } from '@docs/publisher';
import { median } from './format-report.js';

const run = promisify(execFile);
/** The throwaway Ceph RADOS Gateway the publisher's tests use. */
const STORAGE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.resolve('@docs/publisher/package.json'))), 'test/support/start-ceph-rgw.sh');

export interface PublishMeasurement {
  files: number;
  firstMs: number;
  /** A publish with nothing to change: median time and the requests it sent. */
  noChangeMs: number;
  noChangeRequests: number;
  runs: number;
}

/** A site of `count` small files in folders of 100, like a built site's pages and assets. */
async function writeFiles(dir: string, count: number): Promise<void> {
  for (let folder = 0; folder * 100 < count; folder++) {
    await mkdir(path.join(dir, `docs/section-${folder}`), { recursive: true });
    await Promise.all(
      Array.from({ length: Math.min(100, count - folder * 100) }, (_, i) =>
        writeFile(path.join(dir, `docs/section-${folder}/page-${i}.html`), `<!doctype html><title>Page ${folder}-${i}</title>${'words '.repeat(200)}`),
      ),
    );
  }
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
}

/** Publishes a 10,000-file site to a real S3 implementation once, then measures publishes that change nothing. */
export async function measurePublish(count = 10_000, runs = 3): Promise<PublishMeasurement> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'docs-bench-publish-'));
  const site = path.join(work, 'site');
  const storageDir = path.join(work, 'storage');
  await mkdir(storageDir);
  await writeFiles(site, count - 1);
  const { stdout } = await run('bash', [STORAGE_SCRIPT, 'start', storageDir], { timeout: 120_000 });
  const storage = JSON.parse(stdout.trim().split('\n').pop()!) as { endpoint: string; accessKeyId: string; secretAccessKey: string; region: string };
  process.env['AWS_ACCESS_KEY_ID'] = storage.accessKeyId;
  process.env['AWS_SECRET_ACCESS_KEY'] = storage.secretAccessKey;
  try {
    const admin = new S3Client({ region: storage.region, endpoint: storage.endpoint, forcePathStyle: true });
    await admin.send(new CreateBucketCommand({ Bucket: 'bench' }));
    admin.destroy();
    const options = { dir: site, bucket: 'bench', endpoint: storage.endpoint, region: storage.region };
    let started = performance.now();
    await publishSite(options);
    const firstMs = performance.now() - started;
    const times: number[] = [];
    let requests = 0;
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      const summary = await publishSite(options);
      times.push(performance.now() - started);
      requests = summary.requests;
      if (summary.uploaded.count !== 0) throw new Error(`a publish with nothing to change uploaded ${summary.uploaded.count} files`);
    }
    return { files: count, firstMs, noChangeMs: median(times), noChangeRequests: requests, runs };
  } finally {
    await run('bash', [STORAGE_SCRIPT, 'stop', storageDir], { timeout: 60_000 }).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

export function formatPublish(m: PublishMeasurement): string {
  return [
    `docs publish to a local S3 (Ceph RADOS Gateway), ${m.files.toLocaleString('en')} files`,
    `first publish: ${(m.firstMs / 1000).toFixed(1)} s; with nothing to change: ${(m.noChangeMs / 1000).toFixed(2)} s median of ${m.runs}, ${m.noChangeRequests} requests`,
  ].join('\n');
}

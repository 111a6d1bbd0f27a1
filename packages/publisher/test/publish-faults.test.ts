import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describeS3Error, listLocalFiles, publishSite, PUBLISHED_KEYS } from '../src/index.js';
import { startStorage, type Storage } from './support/start-storage.js';
import { startFaultProxy } from './support/fault-proxy.js';

const CHILD = fileURLToPath(new URL('./support/publish-child.mjs', import.meta.url));
let storage: Storage;
let site: string;

/** A site of 60 pages and 20 assets, enough for a publish to be caught halfway. */
async function writeSite(dir: string, version: string): Promise<void> {
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>Home ${version}</title>`);
  for (let i = 0; i < 60; i++) await writeFile(path.join(dir, `docs/page-${i}.html`), `<!doctype html><title>Page ${i} ${version}</title>${'text '.repeat(200)}`);
  for (let i = 0; i < 20; i++) await writeFile(path.join(dir, `assets/chunk-${String(i).padStart(8, 'A')}.js`), `export const v${i} = '${version}';`);
}

async function isExactMirror(bucket: string, dir: string): Promise<boolean> {
  const objects: Record<string, string> = {};
  let token: string | undefined;
  do {
    const page = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    // The list of what was published is the publisher's own, not a file of the site.
    for (const item of page.Contents ?? []) if (item.Key !== PUBLISHED_KEYS) objects[item.Key!] = (item.ETag ?? '').replaceAll('"', '');
    token = page.NextContinuationToken;
  } while (token);
  const local = Object.fromEntries((await listLocalFiles(dir)).map((file) => [file.key, file.md5]));
  expect(objects).toEqual(local);
  return true;
}

beforeAll(async () => {
  storage = await startStorage();
  process.env['AWS_ACCESS_KEY_ID'] = storage.accessKeyId;
  process.env['AWS_SECRET_ACCESS_KEY'] = storage.secretAccessKey;
  site = await mkdtemp(path.join(tmpdir(), 'publish-faults-'));
  await writeSite(site, 'one');
}, 180_000);
afterAll(async () => {
  await storage?.stop();
  await rm(site, { recursive: true, force: true });
}, 60_000);

describe('publishing through faults', () => {
  it('ends in an exact mirror when connections drop and the service answers 503', async () => {
    const bucket = await storage.createBucket();
    const proxy = await startFaultProxy(storage.endpoint);
    try {
      await publishSite({ dir: site, bucket, endpoint: proxy.endpoint, concurrency: 4 });
      const faults = proxy.faults();
      expect(faults.dropped + faults.throttled).toBeGreaterThan(2);
    } finally {
      await proxy.close();
    }
    expect(await isExactMirror(bucket, site)).toBe(true);
  }, 120_000);

  it('finishes the job when run again after a run was killed halfway', async () => {
    const bucket = await storage.createBucket();
    const child = spawn(process.execPath, [CHILD, site, bucket, storage.endpoint], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let uploaded = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        uploaded += chunk.toString().split('\n').filter(Boolean).length;
        if (uploaded >= 20) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    expect(uploaded).toBeLessThan(81);
    const rest = await publishSite({ dir: site, bucket, endpoint: storage.endpoint });
    expect(rest.unchanged.count).toBeGreaterThanOrEqual(20);
    expect(await isExactMirror(bucket, site)).toBe(true);
  }, 120_000);

  it('stopped while a large file goes up in parts, leaves no unfinished upload behind, and the next run finishes the job', async () => {
    const bucket = await storage.createBucket();
    const large = await mkdtemp(path.join(tmpdir(), 'publish-large-'));
    await writeSite(large, 'large');
    await writeFile(path.join(large, 'assets/sdk-AAAAAAAA.zip'), Buffer.alloc(40 * 1024 * 1024, 7));
    const stop = new AbortController();
    // Stopped once the service has stored a part of it.
    const client = new S3Client({ region: storage.region, endpoint: storage.endpoint, forcePathStyle: true, credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } });
    client.middlewareStack.add((next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'UploadPartCommand') stop.abort(new Error('stopped'));
      return result;
    }, { step: 'initialize', name: 'stopAfterAPart' });
    await expect(publishSite({ dir: large, bucket, client, signal: stop.signal })).rejects.toThrow('stopped');
    const unfinished = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(unfinished.Uploads ?? []).toEqual([]);
    const rest = await publishSite({ dir: large, bucket, endpoint: storage.endpoint });
    expect(rest.uploaded.count + rest.unchanged.count).toBe((await listLocalFiles(large)).length);
    // A file sent in parts has no MD5 for an ETag: the next publish finds each object as built.
    expect((await publishSite({ dir: large, bucket, endpoint: storage.endpoint })).uploaded.count).toBe(0);
    client.destroy();
    await rm(large, { recursive: true, force: true });
  }, 120_000);

  it('says clearly when the credentials are refused, the bucket is missing or the endpoint cannot be reached', async () => {
    const bucket = await storage.createBucket();
    const badKey = new S3Client({
      region: 'us-east-1',
      endpoint: storage.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'NOSUCHKEY0000000000', secretAccessKey: 'wrong' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const refused = await publishSite({ dir: site, bucket, client: badKey }).catch((error: unknown) => error);
    expect(describeS3Error(refused, { bucket, endpoint: storage.endpoint })).toMatch(/refused the credentials[^]*hint: Set AWS_ACCESS_KEY_ID/);
    const missing = await publishSite({ dir: site, bucket: 'no-such-bucket', endpoint: storage.endpoint }).catch((error: unknown) => error);
    expect(describeS3Error(missing, { bucket: 'no-such-bucket', endpoint: storage.endpoint })).toContain('The bucket "no-such-bucket" does not exist');
    const unreachable = await publishSite({ dir: site, bucket, endpoint: 'http://127.0.0.1:9' }).catch((error: unknown) => error);
    expect(describeS3Error(unreachable, { bucket, endpoint: 'http://127.0.0.1:9' })).toContain('Could not reach http://127.0.0.1:9');
  }, 120_000);
});

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { listLocalFiles, publishSite, type PublishOptions } from '../src/index.js';
import { startStorage, type Storage } from './support/start-storage.js';

let storage: Storage;
let site: string;
let bucket: string;

const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><link rel="stylesheet" href="/assets/site.AbCdEf1234.css">',
  '404.html': '<!doctype html><title>Not found</title>',
  'docs/guide.html': '<!doctype html><title>Guide</title>',
  'docs/guide/index.html': '<!doctype html><title>Guide</title>',
  'assets/site.AbCdEf1234.css': 'body{color:#111}',
  'assets/bootstrap-ABCD1234.js': 'console.log(1)',
  'openapi.json': '{"openapi":"3.1.0"}',
  'search-index.json': '{"format":2,"data":"/assets/search.AbCdEf1234.json"}',
  'sitemap.xml': '<urlset/>',
};

async function writeSite(files: Record<string, string>): Promise<void> {
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), contents);
  }
}

const publish = (options: Partial<PublishOptions> = {}) => publishSite({ dir: site, bucket, endpoint: storage.endpoint, region: storage.region, ...options });

/** Every object under the prefix with the MD5 of its contents, as `key → md5`. */
async function bucketContents(prefix = ''): Promise<Record<string, string>> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined }));
  const contents: Record<string, string> = {};
  for (const item of listed.Contents ?? []) contents[item.Key!] = (item.ETag ?? '').replaceAll('"', '');
  return contents;
}

async function localContents(prefix = ''): Promise<Record<string, string>> {
  return Object.fromEntries((await listLocalFiles(site)).map((file) => [`${prefix}${file.key}`, file.md5]));
}

beforeAll(async () => {
  storage = await startStorage();
  process.env['AWS_ACCESS_KEY_ID'] = storage.accessKeyId;
  process.env['AWS_SECRET_ACCESS_KEY'] = storage.secretAccessKey;
}, 180_000);
afterAll(() => storage?.stop(), 60_000);

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'publish-site-'));
  await writeSite(SITE);
  bucket = await storage.createBucket();
  return () => rm(site, { recursive: true, force: true });
});

describe('publishSite against a real S3 implementation', () => {
  it('uploads everything the first time, with the content type and cache policy a static host needs', async () => {
    const summary = await publish();
    expect(summary.uploaded.count).toBe(Object.keys(SITE).length);
    expect(await bucketContents()).toEqual(await localContents());
    const head = (key: string) => storage.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(await head('docs/guide/index.html')).toMatchObject({ ContentType: 'text/html; charset=utf-8', CacheControl: 'public, max-age=0, must-revalidate' });
    expect(await head('assets/site.AbCdEf1234.css')).toMatchObject({ ContentType: 'text/css; charset=utf-8', CacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('search-index.json')).toMatchObject({ ContentType: 'application/json; charset=utf-8', CacheControl: 'public, max-age=0, must-revalidate' });
    expect(await head('openapi.json')).toMatchObject({ CacheControl: 'public, max-age=0, must-revalidate' });
  });

  it('uploads nothing the second time, and only the changed page after an edit', async () => {
    await publish();
    const again = await publish();
    expect(again.uploaded.count).toBe(0);
    expect(again.unchanged.count).toBe(Object.keys(SITE).length);
    expect(again.requests).toBe(1);
    await writeSite({ 'docs/guide.html': '<!doctype html><title>Guide, edited</title>' });
    const edited = await publish();
    expect(edited.plan.uploads.pages.map((file) => file.key)).toEqual(['docs/guide.html']);
    expect(edited.uploaded.count).toBe(1);
    expect(await bucketContents()).toEqual(await localContents());
  });

  it('uploads assets before the pages that use them', async () => {
    const order: string[] = [];
    await publish({ concurrency: 1, onProgress: ({ key }) => order.push(key) });
    const firstPage = order.findIndex((key) => key.endsWith('.html') || key === 'search-index.json' || key === 'sitemap.xml');
    expect(order.slice(firstPage).every((key) => key.endsWith('.html') || key === 'search-index.json' || key === 'sitemap.xml')).toBe(true);
    expect(order.slice(0, firstPage)).toEqual(expect.arrayContaining(['assets/site.AbCdEf1234.css', 'assets/bootstrap-ABCD1234.js', 'openapi.json']));
  });

  it('with --delete removes stale objects under the prefix, and nothing outside it', async () => {
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/keep.txt', Body: 'keep me' }));
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'v2/stale.html', Body: 'old page' }));
    const kept = await publish({ prefix: 'v2' });
    expect(kept.deleted).toBe(0);
    expect(await bucketContents('v2/')).toHaveProperty(['v2/stale.html']);
    const cleaned = await publish({ prefix: 'v2', deleteStale: true });
    expect(cleaned.deleted).toBe(1);
    expect(await bucketContents('v2/')).toEqual(await localContents('v2/'));
    expect(await bucketContents('other/')).toHaveProperty(['other/keep.txt']);
  });

  it('with --dry-run plans the same work and changes nothing', async () => {
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'stale.html', Body: 'old' }));
    const before = await bucketContents();
    const plan = await publish({ dryRun: true, deleteStale: true });
    expect(plan.uploaded.count).toBe(Object.keys(SITE).length);
    expect(plan.plan.deletes.map((object) => object.key)).toEqual(['stale.html']);
    expect(await bucketContents()).toEqual(before);
  });

  it('keeps the MD5 of a multipart upload in metadata, so an unchanged large file is not sent again', async () => {
    await writeFile(path.join(site, 'downloads.bin'), Buffer.alloc(17 * 1024 * 1024, 7));
    await publish();
    const etag = (await bucketContents())['downloads.bin']!;
    expect(etag).toContain('-');
    const again = await publish();
    expect(again.uploaded.count).toBe(0);
  }, 60_000);

  it('fails with the SDK error for a bucket that does not exist', async () => {
    await expect(publish({ bucket: 'no-such-bucket-here' })).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

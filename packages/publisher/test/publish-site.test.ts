import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, describeS3Error, listLocalFiles, publishSite, PUBLISHED_KEYS, type PublishOptions } from '../src/index.js';
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
  // The list of what was published is the publisher's own, not a file of the site.
  for (const item of listed.Contents ?? []) if (!item.Key!.endsWith(PUBLISHED_KEYS)) contents[item.Key!] = (item.ETag ?? '').replaceAll('"', '');
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
    // The listing, and the list of what the last publish put there.
    expect(again.requests).toBe(2);
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

  it('with --delete removes the stale objects it published under the prefix, and nothing else', async () => {
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/keep.txt', Body: 'keep me' }));
    // Someone else's under the same prefix: an archived page the site never had.
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'v2/archive/2019.html', Body: 'archived' }));
    await writeSite({ 'stale.html': 'a page about to go' });
    const kept = await publish({ prefix: 'v2' });
    expect(kept.deleted).toBe(0);
    await rm(path.join(site, 'stale.html'));
    expect(await bucketContents('v2/')).toHaveProperty(['v2/stale.html']);
    const cleaned = await publish({ prefix: 'v2', deleteStale: true });
    expect(cleaned.deleted).toBe(1);
    expect(cleaned.plan.leftAlone.map((object) => object.key)).toEqual(['v2/archive/2019.html']);
    const { ['v2/archive/2019.html']: archived, ...site2 } = await bucketContents('v2/');
    expect(site2).toEqual(await localContents('v2/'));
    expect(archived).toBeDefined();
    expect(await bucketContents('other/')).toHaveProperty(['other/keep.txt']);
    // At the bucket's root too: --delete with no prefix removes only what a publish put there.
    const root = await publish({ deleteStale: true });
    expect(root.deleted).toBe(0);
    expect(await bucketContents('other/')).toHaveProperty(['other/keep.txt']);
  });

  it('sends again a file whose object has its contents but other headers, as another sync tool leaves them', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const key of ['index.html', 'assets/site.AbCdEf1234.css']) {
      await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: await readFile(path.join(site, key)), ContentType: 'binary/octet-stream' }));
    }
    const first = await publish();
    expect(first.plan.unchanged.map((file) => file.key)).toEqual([]);
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'index.html' }));
    expect([head.ContentType, head.CacheControl]).toEqual(['text/html; charset=utf-8', 'public, max-age=0, must-revalidate']);
    expect((await publish()).uploaded.count).toBe(0);
    // Once published, the same bytes put back with other headers (an `aws s3 sync` run after it) are repaired too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'index.html', Body: await readFile(path.join(site, 'index.html')), ContentType: 'binary/octet-stream', CacheControl: 'max-age=31536000' }));
    expect((await publish()).plan.uploads.pages.map((file) => file.key)).toEqual(['index.html']);
    const repaired = await storage.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'index.html' }));
    expect([repaired.ContentType, repaired.CacheControl]).toEqual(['text/html; charset=utf-8', 'public, max-age=0, must-revalidate']);
    // And then it is left as it is.
    expect((await publish()).uploaded.count).toBe(0);
  });

  it('with --delete leaves alone an object another writer put where a page of the site was, and fails on a list it cannot read', async () => {
    await writeSite({ 'downloads/sdk.zip': 'the site\'s own copy' });
    await publish({ prefix: 'docs', deleteStale: true });
    await rm(path.join(site, 'downloads'), { recursive: true });
    // The release team's own file, under the same key, after the site's was published.
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/downloads/sdk.zip', Body: 'the release team\'s SDK' }));
    const second = await publish({ prefix: 'docs', deleteStale: true });
    expect(second.deleted).toBe(0);
    expect(second.plan.leftAlone.map((object) => object.key)).toEqual(['docs/downloads/sdk.zip']);
    expect(await bucketContents('docs/downloads/')).toHaveProperty(['docs/downloads/sdk.zip']);
    // A list it cannot read is not taken for none (and written over): the publish fails, the list stays.
    await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: `docs/${PUBLISHED_KEYS}`, Body: '{"keys": ["index.html",' }));
    await writeSite({ 'new.html': 'a new page' });
    await expect(publish({ prefix: 'docs', deleteStale: true })).rejects.toThrow('is damaged');
    expect(await bucketContents('docs/')).not.toHaveProperty(['docs/new.html']);
  });

  /** Keys the list of what was published names now. */
  const listedKeys = async () => {
    const object = await storage.client.send(new GetObjectCommand({ Bucket: bucket, Key: PUBLISHED_KEYS }));
    return (JSON.parse((await object.Body!.transformToString()) ?? '{}') as { keys: string[] }).keys;
  };

  /** A client that lets another publish write its list once, just before this one's `command` of the list. */
  const racedBefore = (commandName: string, nth = 1, alsoListed: string[] = []) => {
    const client = createS3Client({ bucket, endpoint: storage.endpoint, region: storage.region });
    let seen = 0;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === commandName && input.Key === PUBLISHED_KEYS && ++seen === nth) {
          await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'docs/theirs.html', Body: 'their page' }));
          const md5 = { 'docs/theirs.html': [createHash('md5').update('their page').digest('hex')] };
          const keys = ['index.html', 'docs/theirs.html', ...alsoListed];
          await storage.client.send(new PutObjectCommand({ Bucket: bucket, Key: PUBLISHED_KEYS, Body: JSON.stringify({ keys, retired: [], md5, served: {} }) }));
        }
        return next(args);
      },
      { step: 'initialize', name: 'anotherPublish' },
    );
    return client;
  };

  it('stops before deleting anything when another publish wrote the list while it ran, and says to run again', async () => {
    await writeSite({ 'stale.html': 'a page about to go' });
    await publish({ deleteStale: true });
    await rm(path.join(site, 'stale.html'));
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    // Another publish under the same prefix writes its list after this one listed its keys, before it looks again.
    const client = racedBefore('HeadObjectCommand', 2);
    const racing = publish({ deleteStale: true, client });
    const failed = await racing.catch((error: unknown) => error as Error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).name).toBe('PublishedConcurrently');
    expect(await bucketContents()).toHaveProperty(['stale.html']);
  });

  it('keeps in its list the keys another publish listed after this one read it, so that a later --delete removes them', async () => {
    await publish({ deleteStale: true });
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    // The other writes its list after this one read it, before this one lists its new page.
    await publish({ deleteStale: true, client: racedBefore('HeadObjectCommand') });
    expect(await listedKeys()).toContain('docs/theirs.html');
    expect(await listedKeys()).toContain('docs/new.html');
    // Their page is gone from the next site: the publish of it removes it, as one docs publish put there.
    const next = await publish({ deleteStale: true });
    expect(next.plan.deletes.map((object) => object.key)).toEqual(['docs/theirs.html']);
  });

  it('deletes nothing when another publish listed its keys before this one claimed, as that one may still have the stale pages', async () => {
    await writeSite({ 'stale.html': 'a page about to go' });
    await publish({ deleteStale: true });
    await rm(path.join(site, 'stale.html'));
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    const failed = await publish({ deleteStale: true, client: racedBefore('HeadObjectCommand', 1, ['stale.html']) }).catch((error: unknown) => error as Error & { deleted?: number });
    expect(failed).toMatchObject({ name: 'PublishedConcurrently', deleted: 0 });
    expect(await bucketContents()).toHaveProperty(['stale.html']);
    expect(await listedKeys()).toEqual(expect.arrayContaining(['stale.html', 'docs/theirs.html', 'docs/new.html']));
  });

  it('says how many objects it deleted when it finds the other publish only as it lists its keys at the end', async () => {
    await writeSite({ 'stale.html': 'a page about to go' });
    await publish({ deleteStale: true });
    await rm(path.join(site, 'stale.html'));
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    const failed = await publish({ deleteStale: true, client: racedBefore('PutObjectCommand', 2) }).catch((error: unknown) => error as Error);
    expect(failed).toMatchObject({ name: 'PublishedConcurrently', deleted: 1 });
    expect(describeS3Error(failed, { bucket })).toContain('It had deleted 1 stale object before it found the other.');
    // Neither list loses the other's keys.
    expect(await listedKeys()).toEqual(expect.arrayContaining(['docs/theirs.html', 'docs/new.html']));
  });

  it('publishes to a service that does not do conditional writes, as it did before it used them', async () => {
    const client = createS3Client({ bucket, endpoint: storage.endpoint, region: storage.region });
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { IfMatch?: string; IfNoneMatch?: string };
        if (input.IfMatch !== undefined || input.IfNoneMatch !== undefined) {
          throw Object.assign(new Error('A header you provided implies functionality that is not implemented'), { name: 'NotImplemented', $metadata: { httpStatusCode: 501 } });
        }
        return next(args);
      },
      { step: 'initialize', name: 'noConditions' },
    );
    await publish({ deleteStale: true, client });
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    await publish({ deleteStale: true, client });
    expect(await bucketContents()).toEqual(await localContents());
    expect(await listedKeys()).toContain('docs/new.html');
  });

  it('keeps another publish\'s list written between its look and its write, on a service that keeps conditional writes', async () => {
    await publish({ deleteStale: true });
    await writeSite({ 'docs/new.html': '<!doctype html><title>New</title>' });
    await publish({ deleteStale: true, client: racedBefore('PutObjectCommand') });
    expect(await listedKeys()).toEqual(expect.arrayContaining(['docs/theirs.html', 'docs/new.html']));
  });

  it('with --delete keeps a replaced hashed asset one publish more, for pages readers opened before', async () => {
    await publish({ deleteStale: true });
    // A new stylesheet: the old one goes with the next publish, not this one; a removed page goes at once.
    await rm(path.join(site, 'assets/site.AbCdEf1234.css'));
    await rm(path.join(site, 'docs/guide.html'));
    await writeSite({ 'assets/site.NewNew5678.css': 'body{color:#222}' });
    const replaced = await publish({ deleteStale: true });
    expect(replaced.plan.deletes.map((object) => object.key)).toEqual(['docs/guide.html']);
    expect(replaced.plan.retiring.map((object) => object.key)).toEqual(['assets/site.AbCdEf1234.css']);
    expect(await bucketContents()).toHaveProperty(['assets/site.AbCdEf1234.css']);
    const next = await publish({ deleteStale: true });
    expect(next.plan.deletes.map((object) => object.key)).toEqual(['assets/site.AbCdEf1234.css']);
    expect(await bucketContents()).toEqual(await localContents());
  });

  it('sends many requests at once under one stop signal without Node warning of a leak in the log', async () => {
    await writeSite(Object.fromEntries(Array.from({ length: 40 }, (_, n) => [`docs/page-${n}.html`, `<!doctype html><title>Page ${n}</title>`])));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      await publish({ concurrency: 16, signal: new AbortController().signal });
      // Warnings are emitted on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
    expect(await bucketContents()).toEqual(await localContents());
  });

  it('with --dry-run plans the same work and changes nothing', async () => {
    await writeSite({ 'stale.html': 'a page about to go' });
    await publish();
    await rm(path.join(site, 'stale.html'));
    await writeSite({ 'index.html': 'a new home page' });
    const before = await bucketContents();
    const plan = await publish({ dryRun: true, deleteStale: true });
    expect(plan.uploaded.count).toBe(1);
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

import { setMaxListeners } from 'node:events';
import { AbortMultipartUploadCommand, DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { listLocalFiles, type LocalFile } from './list-local-files.js';
import { listRemoteObjects, readServedHeaders } from './list-remote-objects.js';
import { normalizePrefix, planPublish, writtenSinceList, type PublishPlan } from './plan-publish.js';
import { createS3Client, type StorageSettings } from './create-s3-client.js';
import { servedHeadersOf, uploadFile } from './upload-file.js';
import { conditionalWriteRefusal, isWrittenMeanwhile, mergePublishedKeys, PUBLISHED_KEYS, publishedKeysVersion, readPublishedKeys, samePublishedKeys, writePublishedKeysOver, type PublishedKeys } from './published-keys.js';
import { runPool } from './run-pool.js';

export interface PublishOptions extends StorageSettings {
  /** The built site. */
  dir: string;
  prefix?: string;
  /** Print the plan and change nothing. */
  dryRun?: boolean;
  /** Delete objects under the prefix that the build does not have. */
  deleteStale?: boolean;
  concurrency?: number;
  /** Told after each file goes up or an object is deleted. */
  onProgress?: (event: { action: 'upload' | 'delete'; key: string; done: number; total: number }) => void;
  /** For tests and the benchmark: a client made elsewhere. */
  client?: S3Client;
  /**
   * Stops the publish (Ctrl+C): no request starts once it is aborted, those under way are cancelled
   * (a large file's parts dropped), and the publish rejects with the signal's reason. Assets
   * go up before the pages that use them, so the bucket is left with each page old or new.
   */
  signal?: AbortSignal;
}

export interface PublishSummary {
  plan: PublishPlan;
  uploaded: { count: number; bytes: number };
  unchanged: { count: number; bytes: number };
  deleted: number;
  /** Storage API operations sent (listing, heads, uploads, deletes), retries not counted. */
  requests: number;
  dryRun: boolean;
}

const bytesOf = (files: readonly LocalFile[]) => files.reduce((sum, file) => sum + file.size, 0);

/**
 * `docs publish`: makes the bucket (under the prefix) an exact mirror of the built site, touching only
 * what differs. New and changed assets go up first, then the pages that use them, and stale objects are
 * deleted last, so a reader never gets a page whose assets are missing; a run that dies halfway leaves
 * each page old or new, and the next run finishes the job.
 */
export async function publishSite(options: PublishOptions): Promise<PublishSummary> {
  try {
    return await publish(options);
  } catch (error) {
    // However the SDK or lib-storage put it ("Request aborted", "Upload aborted."): stopped.
    throw options.signal?.aborted ? options.signal.reason : error;
  }
}

async function publish(options: PublishOptions): Promise<PublishSummary> {
  const signal = options.signal && requestSignal(options.signal);
  const client = stoppedBy(signal, options.client ?? createS3Client(options));
  let requests = 0;
  client.middlewareStack.add((next) => (args) => {
    requests++;
    return next(args);
  }, { step: 'initialize', name: 'countRequests', override: true });
  const prefix = normalizePrefix(options.prefix);
  const [local, remote] = await Promise.all([listLocalFiles(options.dir), listRemoteObjects(client, options.bucket, prefix)]);
  const read = remote.has(`${prefix}${PUBLISHED_KEYS}`) ? await readPublishedKeys(client, options.bucket, prefix) : undefined;
  const published = read?.list;
  // The version of the list this publish last saw; another publish that writes it meanwhile changes it.
  let version = read?.version;
  // With no list, or one from before MD5s were kept, an object of the site now is ours as it is.
  const asFound = (key: string) => remote.get(`${prefix}${key}`)?.md5;
  const headers = await readServedHeaders(client, options.bucket, writtenSinceList(local, remote, prefix));
  const plan = planPublish(local, remote, { prefix, deleteStale: options.deleteStale ?? false, published, headers });
  const uploads = [...plan.uploads.assets, ...plan.uploads.pages];
  const summary: PublishSummary = {
    plan,
    uploaded: { count: uploads.length, bytes: bytesOf(uploads) },
    unchanged: { count: plan.unchanged.length, bytes: bytesOf(plan.unchanged) },
    deleted: plan.deletes.length,
    requests: 0,
    dryRun: options.dryRun ?? false,
  };
  if (options.dryRun) return { ...summary, requests };

  const total = uploads.length + plan.deletes.length;
  let done = 0;
  const concurrency = options.concurrency ?? 8;
  // Listed as the site's before they go up, so that a run that dies halfway leaves none the next cannot remove.
  const keys = local.map((file) => file.key);
  // Each key's MD5s: what a run that dies halfway may have left there, the old or the new.
  const md5 = new Map<string, string[]>();
  for (const key of [...(published?.keys ?? []), ...(published?.retired ?? [])]) {
    const known = published?.md5?.get(key) ?? [asFound(key)].filter((sum): sum is string => sum !== undefined);
    md5.set(key, [...known]);
  }
  for (const file of local) md5.set(file.key, [...new Set([...(md5.get(file.key) ?? []), file.md5])]);
  // The headers each object was put there with. A file whose contents change goes up with today's, which
  // its MD5 then proves, however far this run gets; one sent again for its headers alone keeps the old
  // until the end, so that a run that dies before it sends it again next time.
  const served = new Map(published?.served ?? []);
  for (const file of uploads) if (remote.get(`${prefix}${file.key}`)?.md5 !== file.md5) served.set(file.key, servedHeadersOf(file));
  let claimed: PublishedKeys = { keys: new Set([...(published?.keys ?? []), ...keys]), retired: published?.retired ?? new Set(), md5, served: new Map(served) };
  // Another publish that listed its keys since this one read the list may need what this one's plan deletes.
  let metAnother = false;
  if (!samePublishedKeys(published, claimed)) ({ version, list: claimed, merged: metAnother } = await writeClaim(client, options.bucket, prefix, claimed, version));
  // What another publish claimed since this one read the list: still theirs when this one is done.
  const seenAtStart = new Set([...(published?.keys ?? []), ...(published?.retired ?? [])]);
  const localKeys = new Set(keys);
  const theirs = [...claimed.keys].filter((key) => !seenAtStart.has(key) && !localKeys.has(key));
  for (const phase of [plan.uploads.assets, plan.uploads.pages]) {
    await runPool(phase, concurrency, async (file) => {
      await uploadFile(client, options.bucket, `${prefix}${file.key}`, file, signal);
      options.onProgress?.({ action: 'upload', key: file.key, done: ++done, total });
    });
  }
  // Once the stale ones are gone, the list is the site's, and the assets kept one publish more; when not
  // deleting, every stale one is still the site's to remove later.
  const retired = new Set(plan.retiring.map((object) => object.key.slice(prefix.length)));
  const ours = local.map((file): [string, string] => [file.key, servedHeadersOf(file)]);
  const now: PublishedKeys = options.deleteStale
    ? {
        keys: new Set([...keys, ...theirs]),
        retired,
        md5: new Map([
          ...local.map((file): [string, string[]] => [file.key, [file.md5]]),
          ...[...retired].map((key): [string, string[]] => [key, md5.get(key) ?? []]),
          // A key of a list from before MD5s were kept is owned by its name, and has none.
          ...theirs.flatMap((key): [string, string[]][] => (claimed.md5?.has(key) ? [[key, [...claimed.md5.get(key)!]]] : [])),
        ]),
        served: new Map([...[...(claimed.served ?? [])].filter(([key]) => retired.has(key) || theirs.includes(key)), ...ours]),
      }
    : { ...claimed, md5: new Map([...(claimed.md5 ?? []), ...local.map((file): [string, string[]] => [file.key, [file.md5]])]), served: new Map([...(claimed.served ?? []), ...ours]) };
  // Another publish under the prefix since this one claimed it: what it deletes and lists would undo that
  // one's, and the site is a mix of both. Stopped before deleting anything; run again, it finishes the job.
  // A run that changed nothing has nothing to undo: it spares the request.
  const changes = uploads.length > 0 || plan.deletes.length > 0 || !samePublishedKeys(claimed, now);
  // One met when claiming left its keys in the list this one wrote, with what this one uploads: only its deletes are to fear.
  if (changes && ((metAnother && plan.deletes.length > 0) || (await publishedKeysVersion(client, options.bucket, prefix)) !== version)) {
    throw concurrentPublish(prefix, 0);
  }
  // One request per object: DeleteObjects needs a checksum header that not every S3-compatible service accepts.
  await runPool(plan.deletes, concurrency, async (object) => {
    await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: object.key }));
    options.onProgress?.({ action: 'delete', key: object.key, done: ++done, total });
  });
  // Written after every upload, even unchanged: an object written after the list is taken for another writer's.
  if (uploads.length > 0 || !samePublishedKeys(claimed, now)) {
    try {
      await writePublishedKeysOver(client, options.bucket, prefix, now, version ?? null);
    } catch (error) {
      if (!isWrittenMeanwhile(error)) throw error;
      // Another publish listed its keys since this one looked: both lists are kept, and the site may be a mix.
      await writeClaim(client, options.bucket, prefix, now, version);
      throw concurrentPublish(prefix, plan.deletes.length);
    }
  }
  return { ...summary, requests };
}

/** The error of a publish that met another under its prefix, saying how many objects it deleted before it knew. */
function concurrentPublish(prefix: string, deleted: number): Error {
  return Object.assign(new Error(`Another docs publish changed ${prefix}${PUBLISHED_KEYS} while this one ran: the bucket may hold a mix of both sites.`), { name: 'PublishedConcurrently', deleted });
}

/**
 * Writes this publish's claim over the list as it is now: a list another publish wrote since this one
 * read it is read again and joined with this one, never written over (on a service that keeps
 * conditional writes, not even one written between the look and the write).
 */
async function writeClaim(client: S3Client, bucket: string, prefix: string, claim: PublishedKeys, seen: string | undefined): Promise<{ version: string; list: PublishedKeys; merged: boolean }> {
  let list = claim;
  let over = seen;
  let merged = false;
  for (let attempt = 1; ; attempt++) {
    const current = await publishedKeysVersion(client, bucket, prefix);
    if (current !== over) {
      const fresh = current === undefined ? undefined : await readPublishedKeys(client, bucket, prefix);
      if (fresh) list = mergePublishedKeys(list, fresh.list);
      merged ||= fresh !== undefined;
      over = fresh?.version;
    }
    try {
      return { version: await writePublishedKeysOver(client, bucket, prefix, list, over ?? null), list, merged };
    } catch (error) {
      if (!isWrittenMeanwhile(error) || attempt === 5) throw error;
      // Another write of the list is under way (409): it is read once it has landed.
      if (conditionalWriteRefusal(error) === 'busy') await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * A signal that aborts with the caller's, for every request at once: each listens to it while it runs,
 * and more than ten at a time (`--concurrency 16`) had Node warn of a leak in the middle of the log.
 */
function requestSignal(signal: AbortSignal): AbortSignal {
  const shared = AbortSignal.any([signal]);
  setMaxListeners(0, shared);
  return shared;
}

/**
 * The client, each request it sends cancelled once `signal` aborts: a listing or an upload that waits on
 * a service that does not answer ends with it (lib-storage's part uploads go through it too). Dropping
 * the parts of an unfinished upload is the cleanup a stop needs, and goes through.
 */
function stoppedBy(signal: AbortSignal | undefined, client: S3Client): S3Client {
  if (!signal) return client;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
      return (command: Parameters<S3Client['send']>[0], sendOptions?: object) => {
        if (command instanceof AbortMultipartUploadCommand) return target.send(command, sendOptions as never);
        signal.throwIfAborted();
        return target.send(command as never, { abortSignal: signal, ...sendOptions } as never);
      };
    },
  });
}

import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { describeS3Error, differencesFromBuild, isStorageTrouble, publishSite, readBuiltSite, type PublishSummary } from '@docs/publisher';
import { loadConfig } from '@docs/generator/config';
import { trimSlashes } from '@docs/shared';
import type { CliIo } from '../io.js';
import { emptyFlags } from './empty-flags.js';
import { configCacheDir, type ConfigCacheOptions } from './config-cache-options.js';
import { plural, reportDiagnostics } from '../report/report-diagnostics.js';
import { untilStopped } from './wait-for-stop.js';

export interface PublishCommandOptions extends ConfigCacheOptions {
  bucket?: string;
  prefix?: string;
  region?: string;
  endpoint?: string;
  dir?: string;
  config?: string;
  dryRun?: boolean;
  delete?: boolean;
  concurrency?: string;
  quiet?: boolean;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

function describePlan(summary: PublishSummary, io: CliIo): void {
  const { plan } = summary;
  for (const file of [...plan.uploads.assets, ...plan.uploads.pages]) io.out(`upload     ${file.key} (${size(file.size)})\n`);
  for (const object of plan.deletes) io.out(`delete     ${object.key}\n`);
  for (const object of plan.leftAlone) io.out(`leave      ${object.key} (not put there by docs publish)\n`);
  for (const object of plan.retiring) io.out(`keep       ${object.key} (replaced; removed by the next publish)\n`);
}

/**
 * `docs publish`: syncs the built site to a bucket. Flags override the config's `publish` settings;
 * credentials come from the environment (the AWS SDK's standard chain).
 */
export async function runPublish(options: PublishCommandOptions, io: CliIo): Promise<number> {
  // A stop: nothing more starts, what is under way is cancelled (a large file's parts dropped, not left
  // for the bucket's owner to pay for), and the bucket holds each page old or new, for the next publish.
  return untilStopped((signal) => publishAndReport(options, io, signal));
}

async function publishAndReport(options: PublishCommandOptions, io: CliIo, signal: AbortSignal): Promise<number> {
  const empty = emptyFlags({ '--bucket': options.bucket, '--prefix': options.prefix, '--dir': options.dir, '--endpoint': options.endpoint, '--region': options.region, '--config': options.config, '--cache-dir': options.cacheDir });
  if (empty.length) return reportDiagnostics(empty, io, {});
  const cacheDir = configCacheDir(options, io.cwd);
  const loaded = await loadConfig({ ...(options.config ? { configFile: options.config } : {}), cwd: io.cwd, ...(cacheDir !== undefined ? { cacheDir } : {}) });
  // A config that is there but cannot be loaded may hold the bucket and prefix: publishing without them
  // could sync (and, with --delete, prune) somewhere else.
  if (!loaded.config) return reportDiagnostics(loaded.diagnostics, io, {});
  const settings = loaded.config.publish ?? {};
  const bucket = options.bucket ?? settings.bucket;
  if (!bucket) {
    io.err('✖ No bucket to publish to.\n  hint: Pass --bucket NAME, or set publish.bucket in docs.config.ts.\n');
    return 1;
  }
  const concurrency = options.concurrency === undefined ? 8 : /^\d+$/.test(options.concurrency) ? Number(options.concurrency) : Number.NaN;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    io.err(`✖ --concurrency must be a whole number from 1 to 64, not "${options.concurrency}".\n`);
    return 1;
  }
  const dir = options.dir ? path.resolve(io.cwd, options.dir) : loaded.config.outDir;
  // Only a build docs build finished: not any folder with an index.html (a repository's own holds `.git` and
  // `.env`), nor one a build is changing, or left half changed when it was stopped.
  const built = readBuiltSite(dir);
  const shown = path.relative(io.cwd, dir) || dir;
  if (built.state !== 'finished' || !existsSync(path.join(dir, 'index.html'))) {
    const why =
      !existsSync(dir) ? 'does not exist'
      : !statSync(dir).isDirectory() ? 'is a file, not the folder of a build'
      : built.state === 'unfinished' ? 'is being changed by a build, or was left half changed by one that was stopped'
      : 'holds no site docs build made (no index.html and .docs-build marker)';
    io.err(`✖ ${shown} ${why}.\n  hint: Run docs build (and let it finish), or pass --dir DIR.\n`);
    return 1;
  }
  // Exactly the files the build wrote: nothing put in the folder since (a secret, a repository), nothing taken out.
  const { extra, missing } = await differencesFromBuild(dir, built.files);
  if (extra.length || missing.length) {
    const listed = (keys: string[]) => `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;
    if (extra.length) io.err(`✖ ${shown} holds ${extra.length} ${plural(extra.length, 'file')} docs build did not write: ${listed(extra)}.\n`);
    if (missing.length) io.err(`✖ ${shown} lacks ${missing.length} ${plural(missing.length, 'file')} docs build wrote: ${listed(missing)}.\n`);
    io.err('  hint: Nothing was published. Run docs build again; a file the site should serve goes in the static folder, not the output folder.\n');
    return 1;
  }
  // The SDK's own variables name an endpoint too: read here, it gets path-style addressing (a service
  // other than AWS has no bucket subdomains) and is named in every message, as --endpoint is.
  const endpoint = options.endpoint ?? settings.endpoint ?? (process.env['AWS_ENDPOINT_URL_S3'] || process.env['AWS_ENDPOINT_URL'] || undefined);
  const region = options.region ?? settings.region;
  const prefix = options.prefix ?? settings.prefix;
  const refused = refuseTarget(bucket, prefix, endpoint);
  if (refused) {
    io.err(`✖ ${refused}\n`);
    return 1;
  }
  // An endpoint may carry a key (`https://key:secret@host`): what is printed never does.
  const shownEndpoint = endpoint ? withoutUserInfo(endpoint) : undefined;
  const folders = trimSlashes(prefix ?? '', { start: true });
  const target = `s3://${bucket}/${folders ? `${folders}/` : ''}${shownEndpoint ? ` at ${shownEndpoint}` : ''}`;
  const live = io.isTTY && !options.quiet;
  let summary: PublishSummary;
  try {
    summary = await publishSite({
      dir,
      bucket,
      ...(endpoint ? { endpoint } : {}),
      ...(region ? { region } : {}),
      ...(prefix ? { prefix } : {}),
      dryRun: options.dryRun ?? false,
      deleteStale: options.delete ?? false,
      concurrency,
      signal,
      onProgress: ({ action, key, done, total }) => {
        if (options.quiet) return;
        // A terminal gets one line that updates; a CI log gets a line per file.
        if (live) io.err(`\r\x1b[K${done}/${total} ${action === 'upload' ? 'uploaded' : 'deleted'} ${key}`);
        else io.out(`${action === 'upload' ? 'uploaded' : 'deleted '}  ${key}\n`);
      },
    });
  } catch (error) {
    if (live) io.err('\r\x1b[K');
    if (signal.aborted) {
      io.err(`✖ Stopped. ${target} holds each page as it was or as built, with the assets it uses; run docs publish again to finish.\n`);
      // The exit code of a command a SIGINT ended, by shell convention.
      return 130;
    }
    // A file gone or changed under the publish is no fault of the storage service: a build ran in the folder.
    // A service out of reach, silent or refusing the key is told as such, whatever ran in the folder.
    const now = readBuiltSite(dir);
    const buildChanged = now.state !== 'finished' || now.marker !== built.marker;
    if (buildChanged && !isStorageTrouble(error)) {
      io.err(`✖ Publish to ${target} stopped: ${shown} changed while it was being published (a docs build ran in it). The bucket holds each page as it was or as built, with the assets it uses.\n  hint: Run docs publish again once the build has finished.\n`);
      return 1;
    }
    io.err(`✖ Publish to ${target} failed. ${describeS3Error(error, { bucket, ...(shownEndpoint ? { endpoint: shownEndpoint } : {}) })}\n`);
    if (buildChanged) io.err(`  ${shown} also changed meanwhile (a docs build ran in it): publish once that build has finished.\n`);
    return 1;
  }
  if (live) io.err('\r\x1b[K');
  // The plan is what a dry run is for, unless only its summary was asked for.
  if (summary.dryRun && !options.quiet) describePlan(summary, io);
  const verb = summary.dryRun ? 'Would upload' : 'Uploaded';
  const deletes = summary.plan.deletes.length;
  io.err(
    `✔ ${summary.dryRun ? 'Dry run for' : 'Published to'} ${target}: ${verb.toLowerCase()} ${summary.uploaded.count} ${plural(summary.uploaded.count, 'file')} (${size(summary.uploaded.bytes)}), ` +
      `${summary.unchanged.count} unchanged (${size(summary.unchanged.bytes)}), ${summary.dryRun ? 'would delete' : 'deleted'} ${deletes}; ` +
      `${summary.requests} ${plural(summary.requests, 'request')}\n`,
  );
  const retiring = summary.plan.retiring.length;
  if (retiring) io.err(`  ${retiring} replaced ${plural(retiring, 'asset')} ${retiring === 1 ? 'stays' : 'stay'} for pages readers opened before; the next publish removes ${retiring === 1 ? 'it' : 'them'}.\n`);
  const leftAlone = summary.plan.leftAlone.length;
  if (leftAlone) io.err(`  ${leftAlone} ${plural(leftAlone, 'object')} under the prefix ${leftAlone === 1 ? 'was' : 'were'} not put there by docs publish, and ${leftAlone === 1 ? 'was' : 'were'} left alone.\n`);
  return 0;
}

/**
 * What is wrong with where the site would go, before anything is sent: a bucket name with a path in it,
 * a prefix no browser URL can reach (`..`, `.`, empty segments, backslashes), an endpoint that is no
 * http(s) URL (whose text, a key perhaps, is not repeated).
 */
function refuseTarget(bucket: string, prefix: string | undefined, endpoint: string | undefined): string | undefined {
  if (/[/\\:\s]/.test(bucket))
    return `"${bucket}" is no bucket name: it has a path, a scheme or a blank in it.\n  hint: Give the bucket's name alone (--bucket my-docs), and a folder in it with --prefix (--prefix docs/v2).`;
  const folders = trimSlashes(prefix ?? '', { start: true });
  // `?` and `#` end a URL's path, `%2e%2e` is `..` to a browser, and a blank at an end is a CI variable's typo.
  if (prefix && (/[\\?#%\u0000-\u001f\u007f]/.test(prefix) || (folders !== '' && folders.split('/').some((segment) => segment === '' || segment === '.' || segment === '..' || segment.trim() !== segment))))
    return `--prefix ${JSON.stringify(prefix)} is no folder of the bucket a browser can reach.\n  hint: Give folder names joined by /, without empty, . or .. parts, blanks at their ends, backslashes, ?, # or % (docs/v2).`;
  if (endpoint !== undefined && !/^https?:$/.test(urlOf(endpoint)?.protocol ?? ''))
    return `--endpoint ${withoutUserInfo(endpoint)} is no http:// or https:// URL.\n  hint: Give the storage service's URL with its scheme, such as https://s3.example.com or http://127.0.0.1:9000.`;
  // The address a console shows for the bucket (R2's, Spaces') is not the service's: every request would miss.
  if (endpoint !== undefined && trimSlashes(urlOf(endpoint)!.pathname, { start: true }).split('/')[0] === bucket)
    return `--endpoint ${withoutUserInfo(endpoint)} names the bucket "${bucket}" in its path.\n  hint: Give the storage service's address alone (${urlOf(endpoint)!.origin}); the bucket goes in --bucket.`;
  return undefined;
}

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** A URL without the user name and password it may carry. */
function withoutUserInfo(url: string): string {
  const parsed = urlOf(url);
  if (parsed && /^https?:$/.test(parsed.protocol)) {
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  }
  // Not an http(s) URL (`key:secret@host:9000` parses as one of scheme `key:`): everything up to the last @ goes.
  return url.replace(/^(?:[a-z][a-z\d+.-]*:\/\/)?[^/]*@/i, (found) => (found.includes('://') ? found.slice(0, found.indexOf('://') + 3) : ''));
}

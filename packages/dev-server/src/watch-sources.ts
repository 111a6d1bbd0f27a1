import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '@docs/shared';
import type { SourceWatcherMessage, SourceWatcherSettings } from './source-watcher.js';

/**
 * Watches everything a build reads: the config file, content, the API description (and the files
 * beside it that it may `$ref`), templates and static files. Calls `onChange` with each changed path,
 * absolute (the config's own path is relative to `cwd`, as messages show it).
 *
 * The watching is done on a worker thread (`source-watcher.ts`), whose first scan of a large site
 * takes a second: started with the first build, it is ready about when the first page is served, and
 * the server's thread stays free. Once it is watching, every file modified since `changedSince` (when
 * the first build began reading) is reported too, so no save made before is lost.
 */
export function watchSources(config: ResolvedConfig, cwd: string, onChange: (file: string) => void, changedSince?: number): { ready: Promise<void>; close: () => Promise<void> } {
  // The description's folder, for the files it may `$ref`; only the file itself (and its frozen versions'
  // folder) when that folder holds the whole project.
  const specFolder = config.spec ? path.dirname(config.spec) : undefined;
  const specTargets = !config.spec ? [] : config.content.startsWith(`${specFolder}${path.sep}`) ? [config.spec, path.join(specFolder!, 'versions')] : [specFolder!];
  const targets = [config.content, config.templates, config.staticDir, ...specTargets, ...(config.configFile ? [path.resolve(cwd, config.configFile)] : [])];
  const settings: SourceWatcherSettings = { targets, cacheDir: config.cacheDir, cwd, ...(changedSince !== undefined ? { changedSince } : {}) };
  // The worker runs the built file: from the sources (the tests), `../dist` is the package's own build too.
  const worker = new Worker(new URL('../dist/source-watcher.js', import.meta.url), { workerData: settings });
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: SourceWatcherMessage) => {
      if ('changed' in message) onChange(message.changed);
      else resolve();
    });
    worker.once('error', reject);
  });
  // Nobody may be waiting on it (a server closed at once): a failure then is not unhandled.
  ready.catch(() => undefined);
  return { ready, close: async () => void (await worker.terminate()) };
}

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '@docs/shared';
import type { SourceWatcherMessage, SourceWatcherSettings, SourceWatcherTargets } from './source-watcher.js';

/** What `watchSources` gives: when it is watching, how to watch what a changed config or description reads, and how to stop. */
export interface SourceWatch {
  ready: Promise<void>;
  /** Watches what a build with this config reads, and the files its description was joined from (when known). */
  retarget(config: ResolvedConfig, specFiles?: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Watches everything a build reads: the config file, content, the API description (and the files
 * beside it that it may `$ref`, and those it was joined from elsewhere), templates and static files.
 * Calls `onChange` with each changed path, absolute (the config's own path is relative to `cwd`, as
 * messages show it).
 *
 * The watching is done on a worker thread (`source-watcher.ts`), whose first scan of a large site
 * takes a second: started with the first build, it is ready about when the first page is served, and
 * the server's thread stays free. Once it is watching, every file modified since `changedSince` (when
 * the first build began reading) is reported too, so no save made before is lost.
 */
export function watchSources(config: ResolvedConfig, cwd: string, onChange: (file: string) => void, changedSince?: number): SourceWatch {
  let targets = watchTargets(config, cwd, []);
  let specFiles: readonly string[] = [];
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
  return {
    ready,
    retarget(next, files) {
      // A description that did not load whole leaves the files it was last joined from watched.
      if (files) specFiles = files;
      const wanted = watchTargets(next, cwd, specFiles);
      const add = wanted.filter((target) => !targets.includes(target));
      const remove = targets.filter((target) => !wanted.includes(target));
      targets = wanted;
      if (add.length || remove.length) worker.postMessage({ add, remove } satisfies SourceWatcherTargets);
    },
    close: async () => void (await worker.terminate()),
  };
}

/**
 * The folders and files a build with `config` reads: its content, templates and static folders, the
 * description's folder for the files beside it that it may `$ref` (only the file itself, and its frozen
 * versions' folder, when that folder holds the whole project), the files it was joined from outside
 * those, and the config file with the files it imports.
 */
export function watchTargets(config: ResolvedConfig, cwd: string, specFiles: readonly string[]): string[] {
  const specFolder = config.spec ? path.dirname(config.spec) : undefined;
  const specTargets = !config.spec ? [] : config.content.startsWith(`${specFolder}${path.sep}`) ? [config.spec, path.join(specFolder!, 'versions')] : [specFolder!];
  const folders = [config.content, config.templates, config.staticDir, ...specTargets];
  const inside = (file: string) => folders.some((folder) => file === folder || file.startsWith(`${folder}${path.sep}`));
  const configFiles = config.configFile ? [path.resolve(cwd, config.configFile), ...(config.configImports ?? [])] : [];
  return [...new Set([...folders, ...[...specFiles, ...configFiles].filter((file) => !inside(file))])];
}

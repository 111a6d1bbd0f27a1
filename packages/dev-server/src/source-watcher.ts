// A worker thread that watches the site's sources and tells the dev server which files changed. Its
// first scan takes a second on a large site (a watch per file); here it runs on another core while the
// server builds and serves, instead of keeping the server's thread busy.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { watch } from 'chokidar';
import { COMPILED_CONFIG_SUFFIX } from '@docs/shared';

/** What the dev server asks to watch. */
export interface SourceWatcherSettings {
  /** Folders and files to watch, absolute. */
  targets: string[];
  /** The build cache, written by every build: watched, it would start the next one. */
  cacheDir: string;
  cwd: string;
  /** Every file modified after this time (ms since the epoch) is reported once the watcher is ready. */
  changedSince?: number;
}

/** What the worker tells the dev server: a changed file (absolute), or that it is watching. */
export type SourceWatcherMessage = { changed: string } | { ready: true };

/** What the dev server tells the worker when a build reads other paths (a changed config or description). */
export interface SourceWatcherTargets {
  add: string[];
  remove: string[];
}

const settings = workerData as SourceWatcherSettings;
const tell = (message: SourceWatcherMessage) => parentPort?.postMessage(message);

/**
 * How long chokidar holds a removal in case the file comes back (an editor that saves by removing the
 * old file and writing the new one), to tell of the two as one change. Its default, 100 ms, told of a
 * removal after the rebuild of a save made just after it had started: a site with the removed file and
 * the saved one, which never was on disk. Kept below the dev server's settle time (`SETTLE_MS`), a
 * removal is told before any rebuild of a later save starts, and a removal and its file's return
 * within it still make one rebuild.
 */
const REMOVAL_HELD_MS = 10;

const watcher = watch(settings.targets, {
  ignoreInitial: true,
  atomic: REMOVAL_HELD_MS,
  // The compiled config is there for a moment, each time the config is loaded: no change of the site.
  ignored: (file) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) || file.endsWith(COMPILED_CONFIG_SUFFIX) || isInside(settings.cacheDir, path.resolve(file)),
});
const targets = new Set(settings.targets);
watcher.on('all', (event, file) => {
  const changed = path.resolve(settings.cwd, file);
  if (event === 'unlink' || event === 'unlinkDir') watchAgainIfGone(changed);
  tell({ changed });
});

/** How long after a removal inside a target it is looked for (a folder's files go before the folder does). */
const GONE_CHECK_MS = 100;
const checking = new Set<string>();

/**
 * chokidar stops watching a target once it is removed, so a file or folder made again in its place (a
 * checkout, an editor that saves by renaming the old file away) would go unseen: a removed target is
 * watched anew, and so is one that is gone a moment after a removal in it, since removing a folder
 * does not always tell of the folder itself, only of its files.
 */
function watchAgainIfGone(removed: string): void {
  if (targets.has(removed)) {
    watcher.unwatch(removed);
    watcher.add(removed);
    return;
  }
  for (const target of targets) {
    if (!removed.startsWith(`${target}${path.sep}`) || checking.has(target)) continue;
    checking.add(target);
    setTimeout(() => {
      checking.delete(target);
      if (!targets.has(target) || existsSync(target)) return;
      watcher.unwatch(target);
      watcher.add(target);
    }, GONE_CHECK_MS);
  }
}
parentPort?.on('message', ({ add, remove }: SourceWatcherTargets) => {
  for (const target of remove) targets.delete(target);
  for (const target of add) targets.add(target);
  if (remove.length) watcher.unwatch(remove);
  if (add.length) watcher.add(add);
});
// A folder that cannot be read is left unwatched; the server goes on.
watcher.on('error', () => undefined);
watcher.once('ready', () => void reportChangedSince(watcher.getWatched()).finally(() => tell({ ready: true })));

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(`${folder}${path.sep}`);
}

/** Reports each watched file modified after `changedSince` (directories and vanished files are skipped). */
async function reportChangedSince(watched: Record<string, string[]>): Promise<void> {
  const since = settings.changedSince;
  if (since === undefined) return;
  const files = Object.entries(watched).flatMap(([folder, names]) => names.map((name) => path.resolve(settings.cwd, folder, name)));
  const modified = await Promise.all(files.map((file) => stat(file).then((stats) => stats.isFile() && stats.mtimeMs > since, () => false)));
  files.forEach((file, index) => {
    if (modified[index]) tell({ changed: file });
  });
}

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import type { ResolvedConfig } from '@docs/shared';

/**
 * Watches everything a build reads: the config file, content, the API description (and the files
 * beside it that it may `$ref`), templates and static files. Calls `onChange` with each changed path,
 * absolute (the config's own path is relative to `cwd`, as messages show it).
 *
 * The watcher starts after the first build and its first scan of a large site takes seconds, while
 * an author may already be saving. Once it is watching, every file modified since `changedSince` (when
 * the first build began reading) is reported too, so no save in between is lost.
 */
export function watchSources(config: ResolvedConfig, cwd: string, onChange: (file: string) => void, changedSince?: number): { ready: Promise<void>; close: () => Promise<void> } {
  // The description's folder, for the files it may `$ref`; only the file itself when that folder holds the whole project.
  const specFolder = config.spec ? path.dirname(config.spec) : undefined;
  const specTargets = !config.spec ? [] : config.content.startsWith(`${specFolder}${path.sep}`) ? [config.spec] : [specFolder!];
  const targets = [config.content, config.templates, config.staticDir, ...specTargets, ...(config.configFile ? [path.resolve(cwd, config.configFile)] : [])];
  const watcher = watch(targets, {
    ignoreInitial: true,
    // The build cache is written by every build: watched, it would start the next one.
    ignored: (file) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) || isInside(config.cacheDir, path.resolve(file)),
  });
  watcher.on('all', (_event, file) => onChange(path.resolve(cwd, file)));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => void reportChangedSince(watcher.getWatched(), cwd, changedSince, onChange).finally(resolve)));
  return { ready, close: () => watcher.close() };
}

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(`${folder}${path.sep}`);
}

/** Reports each watched file modified after `since`, by absolute path (directories and vanished files are skipped). */
async function reportChangedSince(watched: Record<string, string[]>, cwd: string, since: number | undefined, onChange: (file: string) => void): Promise<void> {
  if (since === undefined) return;
  const files = Object.entries(watched).flatMap(([folder, names]) => names.map((name) => path.resolve(cwd, folder, name)));
  const modified = await Promise.all(files.map((file) => stat(file).then((stats) => stats.isFile() && stats.mtimeMs > since, () => false)));
  files.forEach((file, index) => {
    if (modified[index]) onChange(file);
  });
}

import path from 'node:path';
import { watch } from 'chokidar';
import type { ResolvedConfig } from '@docs/shared';
import { templatesPublicDir } from '@docs/generator';

/** Which part of the site a changed file belongs to: it says what the next build must redo. */
export type SourceKind = 'config' | 'templates' | 'spec' | 'content' | 'static';

export function classifySource(config: ResolvedConfig, file: string): SourceKind {
  const inside = (dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
  if (config.configFile && file === config.configFile) return 'config';
  // The templates' public files are copied as they are: no reason to compile the templates again.
  if (inside(templatesPublicDir(config.templates))) return 'static';
  if (inside(config.templates)) return 'templates';
  if (config.spec && (file === config.spec || inside(path.dirname(config.spec)))) return 'spec';
  if (inside(config.staticDir)) return 'static';
  return 'content';
}

/**
 * Watches everything a build reads: the config file, content, the API description (and the files
 * beside it that it may `$ref`), templates and static files. Calls `onChange` with each changed path.
 */
export function watchSources(config: ResolvedConfig, onChange: (file: string) => void): { ready: Promise<void>; close: () => Promise<void> } {
  // The description's folder, for the files it may `$ref`; only the file itself when that folder holds the whole project.
  const specFolder = config.spec ? path.dirname(config.spec) : undefined;
  const specTargets = !config.spec ? [] : config.content.startsWith(`${specFolder}${path.sep}`) ? [config.spec] : [specFolder!];
  const targets = [config.content, config.templates, config.staticDir, ...specTargets, ...(config.configFile ? [config.configFile] : [])];
  const watcher = watch(targets, {
    ignoreInitial: true,
    // The build cache is written by every build: watched, it would start the next one.
    ignored: (file) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) || isInside(config.cacheDir, path.resolve(file)),
  });
  watcher.on('all', (_event, file) => onChange(path.resolve(file)));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}

function isInside(folder: string, file: string): boolean {
  return file === folder || file.startsWith(`${folder}${path.sep}`);
}

import path from 'node:path';
import type { ResolvedConfig } from '@docs/shared';
import { templatesPublicDir } from './content/list-public-files.js';
import { versionsFileOf } from './versions/load-versions.js';

/** Which part of the site a changed file belongs to: it says what the next build must redo. */
export type SourceKind = 'config' | 'templates' | 'spec' | 'content' | 'static';

/**
 * `file`, and the config's own path (which messages show relative to `cwd`), are taken from `cwd`.
 * `specFiles` are the files the description was last joined from (absolute): its own wherever they are,
 * unless they are in another part of the site.
 */
export function classifySource(config: ResolvedConfig, changed: string, cwd: string, specFiles: ReadonlySet<string> = new Set()): SourceKind {
  const file = path.resolve(cwd, changed);
  const inside = (dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
  // The versions file decides which folders are pages and where: like the config, it changes the whole site.
  if ((config.configFile && file === path.resolve(cwd, config.configFile)) || config.configImports?.includes(file) || file === versionsFileOf(config)) return 'config';
  // The templates' public files are copied as they are: no reason to compile the templates again.
  if (inside(templatesPublicDir(config.templates))) return 'static';
  if (inside(config.templates)) return 'templates';
  if (config.spec && file === config.spec) return 'spec';
  // The description's folder may hold the others (a description at the project's root): theirs come first.
  if (inside(config.staticDir)) return 'static';
  if (inside(config.content)) return 'content';
  if (config.spec && (specFiles.has(file) || inside(path.dirname(config.spec)))) return 'spec';
  return 'content';
}

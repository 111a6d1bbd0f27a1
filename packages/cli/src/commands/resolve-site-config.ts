import path from 'node:path';
import { existsSync } from 'node:fs';
import { loadConfig } from '@docs/generator/config';
import { createDiagnostic, type Diagnostic, type ResolvedConfig } from '@docs/shared';
import type { SiteOptions } from './add-site-options.js';
import { configCacheDir } from './config-cache-options.js';
import { emptyFlags } from './empty-flags.js';

/**
 * Loads the config and lets command-line flags override its paths. Its compiled form is kept in the
 * build cache the flags name, as the build's own files are (none with `--no-cache`).
 */
export async function resolveSiteConfig(
  options: SiteOptions,
  cwd: string,
): Promise<{ config?: ResolvedConfig; configuredContent?: string; flags?: SitePathFlags; diagnostics: Diagnostic[]; cacheUnreadable?: number }> {
  const at = (p: string) => path.resolve(cwd, p);
  // An empty value is most often a CI variable that is not set: taken for no flag, the build went elsewhere.
  const empty = emptyFlags({ '--content': options.content, '--spec': options.spec, '--out': options.out, '--config': options.config, '--cache-dir': options.cacheDir });
  if (empty.length) return { diagnostics: empty };
  const cacheDir = configCacheDir(options, cwd);
  const loaded = await loadConfig({ ...(options.config ? { configFile: options.config } : {}), cwd, ...(cacheDir !== undefined ? { cacheDir } : {}) });
  if (!loaded.config) return loaded;
  // Neither a config nor content here: a command run in the wrong folder, which would build nothing and
  // leave a cache folder behind. One error says so, before anything is written.
  if (!loaded.config.configFile && !options.content && !existsSync(loaded.config.content)) {
    return { diagnostics: [createDiagnostic('NoSiteHere', { dir: cwd })] };
  }
  const flags: SitePathFlags = {
    ...(options.content ? { content: at(options.content) } : {}),
    ...(options.spec ? { spec: at(options.spec) } : {}),
    ...(options.out ? { outDir: at(options.out) } : {}),
  };
  const config: ResolvedConfig = { ...loaded.config, ...flags, ...(options.cacheDir ? { cacheDir: at(options.cacheDir) } : {}) };
  // Both flags given: the one that turns the cache off wins, and says the other was not used.
  const unused = options.cache === false && options.cacheDir ? [createDiagnostic('CacheDirUnused', { dir: options.cacheDir }, undefined, 'warning')] : [];
  return { config, configuredContent: loaded.config.content, flags, diagnostics: [...loaded.diagnostics, ...unused], ...(loaded.cacheUnreadable ? { cacheUnreadable: loaded.cacheUnreadable } : {}) };
}

/** The site's paths given as flags, which stand over the config's, also when `docs dev` loads it again. */
export type SitePathFlags = Partial<Pick<ResolvedConfig, 'content' | 'spec' | 'outDir'>>;

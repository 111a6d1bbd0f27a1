import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createDiagnostic, VERSIONS_FILE, VERSIONS_FOLDER, type Diagnostic, type DocsVersion, type ResolvedConfig } from '@docs/shared';
import { parseVersionsFile } from './parse-versions-file.js';

/** The site's docs versions, newest first: undefined when it has no versions file (one version, the docs in `docs/`). */
export interface LoadedVersions {
  versions?: DocsVersion[];
  diagnostics: Diagnostic[];
}

/** The versions file of a site. */
export function versionsFileOf(config: Pick<ResolvedConfig, 'content'>): string {
  return path.join(config.content, VERSIONS_FOLDER, VERSIONS_FILE);
}

/** Where a frozen version's docs are: `<content>/versions/<name>/`. */
export function versionContentDir(config: Pick<ResolvedConfig, 'content'>, name: string): string {
  return path.join(config.content, VERSIONS_FOLDER, name);
}

/** Where a frozen version's API description is: the description's file name in `versions/<name>/` beside it. */
export function versionSpecFile(specFile: string, name: string): string {
  return path.join(path.dirname(specFile), VERSIONS_FOLDER, name, path.basename(specFile));
}

/**
 * Reads the versions file and checks it against the versions folder: every frozen version it lists
 * must have its folder, and a folder it does not list is not built (with a warning).
 */
export function loadVersions(config: Pick<ResolvedConfig, 'content'>, cwd: string): LoadedVersions {
  const file = versionsFileOf(config);
  if (!existsSync(file)) return { diagnostics: [] };
  const display = path.relative(cwd, file) || file;
  const parsed = parseVersionsFile(readFileSync(file, 'utf8'), display);
  if (parsed.diagnostics.length) return { diagnostics: parsed.diagnostics };
  const diagnostics: Diagnostic[] = [];
  const frozen = parsed.versions.slice(1);
  for (const version of frozen) {
    if (!existsSync(versionContentDir(config, version.name))) {
      const reason = `it lists "${version.name}", but ${path.relative(cwd, versionContentDir(config, version.name))} does not exist`;
      diagnostics.push(createDiagnostic('InvalidVersionsFile', { reason }, { file: display }));
    }
  }
  const listed = new Set(frozen.map((version) => version.name));
  const folders = readdirSync(path.dirname(file), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  for (const folder of folders) if (!listed.has(folder.name)) diagnostics.push(createDiagnostic('VersionNotListed', { name: folder.name }, { file: display }, 'warning'));
  return { ...(diagnostics.some((d) => d.severity === 'error') ? {} : { versions: parsed.versions }), diagnostics };
}

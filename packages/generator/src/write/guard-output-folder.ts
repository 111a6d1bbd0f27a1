import { existsSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDiagnostic, type Diagnostic, type ResolvedConfig } from '@docs/shared';
import { isBelow } from '../cache/file-facts.js';
import { readOutputFolderState } from './read-output-folder-state.js';
import { compareText } from '../text/compare-text.js';

interface Guarded {
  dir: string;
  label: string;
  /** Whether an output inside the folder is refused too: it holds sources, and the output would mix with them. */
  guardInside: boolean;
}

/**
 * Reads the disk to prove that the output folder is the build's to replace before anything is written:
 * not a source folder, the config's or repository's folder, the home folder or `/`, nor a folder holding
 * any of them; not inside a source folder; not a file; and, unless `force`, not a
 * non-empty folder that an earlier build did not write.
 */
export async function guardOutputFolder(config: ResolvedConfig, options: { cwd: string; force?: boolean }): Promise<Diagnostic[]> {
  const display = path.relative(options.cwd, config.outDir) || '.';
  const out = await realPathOf(config.outDir);
  const guarded: Guarded[] = [
    { dir: config.content, label: 'the content folder', guardInside: true },
    { dir: config.staticDir, label: 'the static folder', guardInside: true },
    { dir: config.templates, label: 'the templates folder', guardInside: true },
    // A description kept beside the config (`openapi.json` at the site's root) makes that folder a source
    // folder too; the output (`build/`) still belongs inside it.
    ...(config.spec ? [{ dir: path.dirname(config.spec), label: 'the folder of the API description', guardInside: !isInsideOrSame(config.root, path.dirname(config.spec)) }] : []),
    { dir: config.root, label: 'the folder of the config file', guardInside: false },
    ...[config.root, options.cwd].flatMap((start) => {
      const root = repositoryRootOf(start);
      return root ? [{ dir: root, label: 'the root of the repository', guardInside: false }] : [];
    }),
    { dir: os.homedir(), label: 'your home folder', guardInside: false },
    { dir: path.parse(out).root, label: 'the root of the file system', guardInside: false },
  ];
  for (const folder of guarded) {
    const dir = await realPathOf(folder.dir);
    const reason =
      out === dir ? `it is ${folder.label}` : isInside(dir, out) ? `it contains ${folder.label}` : folder.guardInside && isInside(out, dir) ? `it lies inside ${folder.label}` : undefined;
    if (reason) return [createDiagnostic('UnsafeOutputFolder', { dir: display, reason: `${reason} (${path.relative(options.cwd, folder.dir) || '.'})` })];
  }
  const state = await readOutputFolderState(config.outDir);
  if (state === 'file') return [createDiagnostic('UnsafeOutputFolder', { dir: display, reason: 'it is a file, not a folder' })];
  if (state === 'foreign' && !options.force) {
    // What is there, so that a reader sees whose folder it is before reaching for --force (a `.git`, notes).
    const names = (await readdir(config.outDir).catch(() => [] as string[])).sort(compareText);
    return [createDiagnostic('OutputFolderNotOwned', { dir: display, ...(names.length ? { names } : {}) })];
  }
  return [];
}

function isInsideOrSame(inner: string, outer: string): boolean {
  return path.resolve(inner) === path.resolve(outer) || isInside(path.resolve(inner), path.resolve(outer));
}

/** Whether `inner` lies below `outer` (both absolute and real). */
function isInside(inner: string, outer: string): boolean {
  return isBelow(path.relative(outer, inner));
}

/** The real path of a folder, following symlinks; for one that does not exist yet, that of its nearest existing parent. */
async function realPathOf(dir: string): Promise<string> {
  const absolute = path.resolve(dir);
  try {
    return await realpath(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(await realPathOf(parent), path.basename(absolute));
  }
}

/** The nearest folder at or above `start` that holds a `.git`. */
function repositoryRootOf(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

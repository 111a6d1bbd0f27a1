import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonWithComments } from 'jsonc-parser';
import { fileDigest } from './digest.js';

/**
 * What a compiled artifact (the config, the templates, the runtime) was made from, as a later build
 * can check it without compiling again: each file the compiler read, with its digest; and what decided
 * how the compiler found and compiled them, which it does not list: the package manifests, TypeScript
 * settings and lockfiles of their folders and every folder above (or that there were none), and the
 * module files an import may have chosen among (a new `nav.ts` beside an imported `nav.js` would be
 * taken instead of it); and the files those TypeScript settings extend, wherever they are. Paths are
 * relative to the cache folder, so a checkout moved with its cache still matches.
 */
export interface InputSnapshot {
  files: [file: string, digest: string][];
  /**
   * Folders with the files in them that decide resolution, by name: settings with their digests; with
   * `modules`, module files too, by name alone (an edit of one the compiler did not read changes nothing).
   */
  folders: { folder: string; modules: boolean; files: [name: string, digest: string][]; probed?: true }[];
}

/** Names that decide how imports resolve and compile, in every folder from an input up to the root. */
const SETTINGS = /^(package\.json|(tsconfig|jsconfig)(\..*)?\.json|pnpm-lock\.yaml|package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|bun\.lockb?)$/;
/** Module files an import without its extension may find. */
const MODULE = /\.(tsx?|mts|cts|jsx?|mjs|cjs|json)$/;
/** The TypeScript settings the compiler reads by itself: the nearest of these above each file it compiles. */
const COMPILER_SETTINGS = /^(tsconfig|jsconfig)\.json$/;
/** The settings files looked for by name in a folder that cannot be listed (which a path may still pass through), in name order. */
const SETTINGS_NAMES = ['bun.lock', 'bun.lockb', 'jsconfig.json', 'npm-shrinkwrap.json', 'package-lock.json', 'package.json', 'pnpm-lock.yaml', 'tsconfig.json', 'yarn.lock'];
/**
 * A file changed this close to (or after) the start of the compile may have changed while the
 * compiler read it, or after: nothing is kept. File times are truncated to the clock's tick; where
 * they are kept to the second (FAT, HFS+, ext3, some network file systems), by up to two seconds.
 */
const SETTLING_MS = 100;
const COARSE_SETTLING_MS = 2_000;
/** Noted for a listed file that cannot be read (a link to nothing). */
const UNREADABLE = 'unreadable';
/** Noted for a file that settings extend and that is not there. */
const ABSENT = 'absent';
/** Noted for a module file, which counts by its name. */
const BY_NAME = '';

/**
 * The snapshot of `inputs` (absolute paths) for a compile that started at `startedAt` (`Date.now()`),
 * or nothing when one of them, or a file that decides resolution, changed since the compile started or
 * cannot be read: what was compiled is then not known to be what the files hold.
 */
export function snapshotInputs(base: string, inputs: readonly string[], startedAt: number): InputSnapshot | undefined {
  const settled = (file: string) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return false;
    const coarse = Number.isInteger(stats.mtimeMs / 1000) || Number.isInteger(stats.ctimeMs / 1000);
    return Math.max(stats.mtimeMs, stats.ctimeMs) < startedAt - (coarse ? COARSE_SETTLING_MS : SETTLING_MS);
  };
  const files: InputSnapshot['files'] = [];
  const noted = new Set(inputs);
  const extendedSettings: string[] = [];
  for (const input of [...new Set(inputs)].sort()) {
    // Read, then dated: a save after the read shows in the date; one before it, in the contents.
    const digest = digestOf(input);
    if (digest === undefined || !settled(input)) return undefined;
    files.push([path.relative(base, input), digest]);
  }
  const folders: InputSnapshot['folders'] = [];
  for (const [folder, modules] of foldersOf(inputs)) {
    const listed = deciding(folder, modules);
    // A folder of the site's own must be listed; one above may only be passed through (`/home` at 0711).
    const found = listed ?? (modules ? undefined : probed(folder));
    if (!found || !found.every(([name, digest]) => digest === UNREADABLE || digest === BY_NAME || settled(path.join(folder, name)))) return undefined;
    folders.push({ folder: path.relative(base, folder), modules, files: found, ...(listed ? {} : { probed: true as const }) });
    for (const [name] of found) if (COMPILER_SETTINGS.test(name)) extendedSettings.push(path.join(folder, name));
  }
  // What the settings extend decides as much as they do (`jsx`, `paths`), and may be anywhere: each is
  // kept as an input. One in a package changes with the package, which the lockfiles tell.
  for (const settings of extendedSettings) {
    for (const extended of extendedBy(settings)) {
      if (noted.has(extended)) continue;
      noted.add(extended);
      const digest = digestOf(extended);
      // One that is not there is noted as such: made later, it would be read.
      if (digest === undefined && statSync(extended, { throwIfNoEntry: false })) return undefined;
      if (digest !== undefined && !settled(extended)) return undefined;
      files.push([path.relative(base, extended), digest ?? ABSENT]);
      if (digest !== undefined) extendedSettings.push(extended);
    }
  }
  return { files, folders };
}

/**
 * The files that TypeScript settings extend (`"extends": "./base.json"`, a package's settings, or a list
 * of them), as TypeScript finds them: a path as written, else with `.json` added; a package's in the
 * nearest `node_modules` that has it, which may link to a folder of the workspace that no lockfile
 * follows. Settings that cannot be read or parsed extend nothing here; the compiler reports them.
 */
function extendedBy(settings: string): string[] {
  let parsed: unknown;
  try {
    parsed = parseJsonWithComments(readFileSync(settings, 'utf8'), [], { allowTrailingComma: true });
  } catch {
    return [];
  }
  const written = (parsed as { extends?: unknown } | undefined)?.extends;
  const targets = (Array.isArray(written) ? written : [written]).filter((target): target is string => typeof target === 'string');
  return targets.flatMap((target) => {
    if (!target.startsWith('.') && !path.isAbsolute(target)) return packageSettings(path.dirname(settings), target);
    const file = path.resolve(path.dirname(settings), target);
    // Without `.json`, the path is taken when it is there, else the path with it: both decide.
    return statSync(file, { throwIfNoEntry: false })?.isFile() || file.endsWith('.json') ? [file] : [file, `${file}.json`];
  });
}

/** Whether every file of the snapshot is as it was, and every folder holds the same deciding files, with the same contents. */
export function snapshotHolds(base: string, snapshot: InputSnapshot): boolean {
  if (!snapshot.files.every(([file, digest]) => (digestOf(path.resolve(base, file)) ?? ABSENT) === digest)) return false;
  return snapshot.folders.every(({ folder, modules, files: before, probed: wasProbed }) => {
    const absolute = path.resolve(base, folder);
    const now = wasProbed ? probed(absolute) : deciding(absolute, modules);
    return now !== undefined && now.length === before.length && now.every(([name, digest], at) => name === before[at]![0] && digest === before[at]![1]);
  });
}

/** Whether a value read back from the cache has the shape of a snapshot. */
export function isInputSnapshot(value: unknown): value is InputSnapshot {
  const snapshot = value as InputSnapshot | null;
  const pairs = (items: unknown) => Array.isArray(items) && items.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'string' && typeof item[1] === 'string');
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    pairs(snapshot.files) &&
    Array.isArray(snapshot.folders) &&
    snapshot.folders.every(
      (entry) => typeof entry === 'object' && entry !== null && typeof entry.folder === 'string' && typeof entry.modules === 'boolean' && pairs(entry.files) && (entry.probed === undefined || entry.probed === true),
    )
  );
}

/**
 * Every folder from each input's up to the root, and whether module files count there: where an import
 * may have chosen among them, beside an input of the site's own (outside `node_modules`), and for an
 * `index` file in the folder above (`./nav` finds `nav.ts` before `nav/index.ts`). Settings count
 * everywhere.
 */
function foldersOf(inputs: readonly string[]): Map<string, boolean> {
  const folders = new Map<string, boolean>();
  for (const input of inputs) {
    if (!input.split(path.sep).includes('node_modules')) {
      folders.set(path.dirname(input), true);
      if (path.basename(input).startsWith('index.')) folders.set(path.dirname(path.dirname(input)), true);
    }
    for (let folder = path.dirname(input); ; folder = path.dirname(folder)) {
      if (!folders.has(folder)) folders.set(folder, false);
      if (path.dirname(folder) === folder) break;
    }
  }
  return folders;
}

/** The files of `folder` that decide resolution, in name order: settings with their digests, modules by name; nothing when it cannot be listed. */
function deciding(folder: string, modules: boolean): [name: string, digest: string][] | undefined {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return undefined;
  }
  return entries
    .filter((entry) => !entry.isDirectory() && (SETTINGS.test(entry.name) || (modules && MODULE.test(entry.name))))
    .map((entry) => entry.name)
    .sort()
    .map((name) => [name, SETTINGS.test(name) ? (digestOf(path.join(folder, name)) ?? UNREADABLE) : BY_NAME]);
}

/** The settings a package name extends, from the nearest `node_modules` above `folder` that holds them. */
function packageSettings(folder: string, target: string): string[] {
  for (let at = folder; ; at = path.dirname(at)) {
    const named = path.join(at, 'node_modules', target);
    const found = [named, `${named}.json`, path.join(named, 'tsconfig.json')].find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
    if (found) return [found];
    if (path.dirname(at) === at) return [];
  }
}

/** The settings files of a folder that cannot be listed, looked for by name, in name order. */
function probed(folder: string): [name: string, digest: string][] {
  return SETTINGS_NAMES.flatMap((name): [string, string][] => {
    const file = path.join(folder, name);
    const digest = digestOf(file);
    return digest !== undefined ? [[name, digest]] : statSync(file, { throwIfNoEntry: false }) ? [[name, UNREADABLE]] : [];
  });
}

function digestOf(file: string): string | undefined {
  try {
    return fileDigest(readFileSync(file));
  } catch {
    return undefined;
  }
}

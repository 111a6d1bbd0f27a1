import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileDigest } from './digest.js';
import { filesExtendedBy } from './extended-settings.js';
import { isFile, realPathOf } from './file-facts.js';

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
  /** The compiler's inputs and the files their TypeScript settings extend, with digests (`absent` for an extended file not there). */
  files: [file: string, digest: string][];
  /**
   * Folders with the files in them that decide resolution, by name: settings with their digests; with
   * `modules`, module files too, by name alone (an edit of one the compiler did not read changes nothing).
   */
  folders: { folder: string; modules: boolean; files: [name: string, digest: string][]; probed?: true }[];
  /**
   * For each folder of the site's own above an input, and each package the compiler read a file of,
   * where `node_modules/<package>` there leads (its real path, or `absent`): an import finds the nearest,
   * so a package put in a nearer folder by hand, no manifest or lockfile changed, is taken instead.
   */
  packages?: [folder: string, name: string, place: string][];
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
  // The settings the compiler reads by itself, whose `extends` are followed below.
  const compilerSettings: string[] = [];
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
    // The compiler reads none inside `node_modules` for a package's own files.
    if (!isInNodeModules(folder)) for (const [name] of found) if (COMPILER_SETTINGS.test(name)) compilerSettings.push(path.join(folder, name));
  }
  const extended = followExtends(base, compilerSettings, inputs, settled);
  return extended ? { files: [...files, ...extended], folders, packages: packagePlaces(base, inputs) } : undefined;
}

/** Where each package the inputs were read from is found from each folder of the site's own above them (`InputSnapshot.packages`). */
function packagePlaces(base: string, inputs: readonly string[]): NonNullable<InputSnapshot['packages']> {
  const names = [...new Set(inputs.flatMap((input) => packageNameOf(input) ?? []))].sort();
  const folders = [...foldersOf(inputs.filter((input) => !isInNodeModules(input))).keys()].sort();
  return folders.flatMap((folder) => names.map((name): [string, string, string] => [path.relative(base, folder), name, placeOf(base, path.join(folder, 'node_modules', name))]));
}

/** The package a file inside `node_modules` is of (`react`, `@scope/name`), by the last `node_modules` on its path. */
function packageNameOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  const [first, second] = at < 0 ? [] : parts.slice(at + 1, at + 3);
  if (!first || !second) return undefined;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Where a path leads, from `base`: its real path, or `absent` when there is nothing there. */
function placeOf(base: string, target: string): string {
  try {
    return path.relative(base, realpathSync(target));
  } catch {
    return ABSENT;
  }
}

/**
 * What the settings extend, down every chain, as entries of a snapshot's files: it decides as much as
 * they do (`jsx`, `paths`), and may be anywhere, a linked workspace package among them. A file that is
 * not there is noted as such (made later, it would be read). Nothing when one is a file that cannot be
 * read or that changed as the compile ran. Each settings file is followed once, by its real path, so a
 * loop ends.
 */
function followExtends(base: string, settings: readonly string[], inputs: readonly string[], settled: (file: string) => boolean): InputSnapshot['files'] | undefined {
  const files: InputSnapshot['files'] = [];
  const noted = new Set(inputs.map(realPathOf));
  const followed = new Set<string>();
  const toFollow = [...settings];
  for (let next = toFollow.pop(); next !== undefined; next = toFollow.pop()) {
    const real = realPathOf(next);
    if (followed.has(real)) continue;
    followed.add(real);
    const extendedFiles = filesExtendedBy(next);
    if (!extendedFiles) return undefined;
    for (const extended of extendedFiles) {
      const file = isFile(extended);
      if (file) toFollow.push(extended);
      const where = realPathOf(extended);
      if (noted.has(where)) continue;
      noted.add(where);
      const digest = file ? digestOf(extended) : undefined;
      if (file && (digest === undefined || !settled(extended))) return undefined;
      files.push([path.relative(base, extended), digest ?? ABSENT]);
    }
  }
  return files;
}

const isInNodeModules = (folder: string) => folder.split(path.sep).includes('node_modules');

/** Whether every file of the snapshot is as it was, and every folder holds the same deciding files, with the same contents. */
export function snapshotHolds(base: string, snapshot: InputSnapshot): boolean {
  // A file noted absent is judged as it was noted, by what it is: a device or a folder there is still no settings file.
  const holds = ([file, digest]: [string, string]) => (digest === ABSENT ? !isFile(path.resolve(base, file)) : digestOf(path.resolve(base, file)) === digest);
  if (!snapshot.files.every(holds)) return false;
  if (!(snapshot.packages ?? []).every(([folder, name, place]) => placeOf(base, path.join(path.resolve(base, folder), 'node_modules', name)) === place)) return false;
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
    ) &&
    (snapshot.packages === undefined || (Array.isArray(snapshot.packages) && snapshot.packages.every((entry) => Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === 'string'))))
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
    if (!isInNodeModules(input)) {
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

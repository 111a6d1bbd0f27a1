import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonWithComments } from 'jsonc-parser';

/** Whether `file` is a regular file: not a folder, not a link to nothing, not a path that cannot be looked at. */
export function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** Where `file` really is, links followed; the path as given when that cannot be found. */
export function realPathOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * Every file that may decide what TypeScript settings extend (`"extends"`, one or a list): more than
 * the compiler reads rather than fewer, since a file left out would leave a stale compile in the cache.
 * A path (`./base`, `..`) is taken from the settings' real folder, as the compiler does: the path as
 * written and with `.json` added (the first that is a file wins), or `tsconfig.json` in `.` and `..`.
 * A package's settings are looked for in the nearest `node_modules` that has the package: its manifest
 * (whose `exports` and `tsconfig` fields choose the file), every file those fields name for the path
 * asked, and the usual names; the same package's manifest in each `node_modules` nearer than that,
 * where it is not (installed there later, it would be found first). Settings that cannot be read or
 * parsed extend nothing here: the compiler reports them.
 */
export function filesExtendedBy(settings: string): string[] {
  const written = (readJson(settings) as { extends?: unknown } | undefined)?.extends;
  const targets = (Array.isArray(written) ? written : [written]).filter((target): target is string => typeof target === 'string' && target.length > 0);
  const folder = path.dirname(realPathOf(settings));
  return targets.flatMap((target) => (isPathTarget(target) ? pathCandidates(folder, target) : packageCandidates(folder, target)));
}

const isPathTarget = (target: string) => target === '.' || target === '..' || target.startsWith('./') || target.startsWith('../') || path.isAbsolute(target);

function pathCandidates(folder: string, target: string): string[] {
  const file = path.resolve(folder, target);
  if (target === '.' || target === '..') return [path.join(file, 'tsconfig.json')];
  return file.endsWith('.json') ? [file] : [file, `${file}.json`];
}

function packageCandidates(folder: string, target: string): string[] {
  // `@scope/name/sub/path` or `name/sub/path`: the package, then the path asked inside it.
  const parts = target.split('/');
  const nameLength = target.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.length > nameLength ? `./${parts.slice(nameLength).join('/')}` : '.';
  const nearer: string[] = [];
  for (let at = folder; ; at = path.dirname(at)) {
    const root = path.join(at, 'node_modules', name);
    const manifest = path.join(root, 'package.json');
    if (isFolder(root)) {
      const fields = readJson(manifest) as { exports?: unknown; tsconfig?: unknown } | undefined;
      const named = path.join(root, subpath);
      const field = subpath === '.' && typeof fields?.tsconfig === 'string' ? [path.join(root, fields.tsconfig)] : [];
      return [...nearer, manifest, ...exportedFiles(root, fields?.exports, subpath), ...field, path.join(named, 'tsconfig.json'), named, `${named}.json`];
    }
    nearer.push(manifest);
    if (path.dirname(at) === at) return nearer;
  }
}

/**
 * The files a package's `exports` may give for `subpath`: under every key that matches it (exactly, or
 * as a `*` pattern), every file named under any condition.
 */
function exportedFiles(root: string, exports: unknown, subpath: string): string[] {
  if (exports === undefined || exports === null) return [];
  const keyed = typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'));
  const bySubpath = (keyed ? exports : { '.': exports }) as Record<string, unknown>;
  const files: string[] = [];
  for (const [key, value] of Object.entries(bySubpath)) {
    const star = key.indexOf('*');
    const [before, after] = star < 0 ? [key, undefined] : [key.slice(0, star), key.slice(star + 1)];
    const matched =
      after === undefined ? (key === subpath ? '' : undefined) : subpath.length >= before.length + after.length && subpath.startsWith(before) && subpath.endsWith(after) ? subpath.slice(before.length, subpath.length - after.length) : undefined;
    if (matched === undefined) continue;
    for (const file of stringsIn(value)) files.push(path.join(root, file.replaceAll('*', matched)));
  }
  return files;
}

/** Every string in a value of `exports`: a file, a list of them, or conditions, nested. */
function stringsIn(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 8 || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((inner) => stringsIn(inner, depth + 1));
}

function isFolder(folder: string): boolean {
  try {
    return statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

function readJson(file: string): unknown {
  try {
    return parseJsonWithComments(readFileSync(file, 'utf8'), [], { allowTrailingComma: true });
  } catch {
    return undefined;
  }
}

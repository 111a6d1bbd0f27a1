import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonWithComments } from 'jsonc-parser';
import { isFile, realPathOf } from './file-facts.js';

/**
 * Every file that may decide what TypeScript settings extend (`"extends"`, one or a list), or nothing
 * when that cannot be known. More files than the compiler reads rather than fewer: a file left out
 * would leave a stale compile in the cache. A path (`./base`, `..`) is taken from the settings' real
 * folder, as the compiler does: the path as written and with `.json` added (the first that is a file
 * wins), or `tsconfig.json` in `.` and `..`. A package's settings are looked for as esbuild does, in
 * each `node_modules` from the settings' folder up until one holds them (`packageCandidates`). Settings
 * that cannot be read or parsed extend nothing here: the compiler reports them.
 */
export function filesExtendedBy(settings: string): string[] | undefined {
  const written = (readJson(settings) as { extends?: unknown } | undefined)?.extends;
  const targets = (Array.isArray(written) ? written : [written]).filter((target): target is string => typeof target === 'string' && target.length > 0);
  const folder = path.dirname(realPathOf(settings));
  const files: string[] = [];
  for (const target of targets) {
    const found = isPathTarget(target) ? pathCandidates(folder, target) : packageCandidates(folder, target);
    if (!found) return undefined;
    files.push(...found);
  }
  return files;
}

const isPathTarget = (target: string) => target === '.' || target === '..' || target.startsWith('./') || target.startsWith('../') || path.isAbsolute(target);

function pathCandidates(folder: string, target: string): string[] {
  const file = path.resolve(folder, target);
  if (target === '.' || target === '..') return [path.join(file, 'tsconfig.json')];
  return file.endsWith('.json') ? [file] : [file, `${file}.json`];
}

/** Yarn Plug'n'Play's maps: packages are found through them, not in `node_modules`. */
const PNP_MAPS = ['.pnp.data.json', '.pnp.cjs', '.pnp.js'];

/**
 * Where a package's settings may be, level by level up from `folder`, as esbuild looks: at each
 * `node_modules`, the package's manifest, every file its `exports` name for the path asked (under any
 * condition), and the file its `tsconfig` field names (for any path asked) or else the target itself
 * under `node_modules`, each as `tsconfig.json` inside, as written, and with `.json`. The walk stops at
 * the first level where one of these is a file. Nothing at all under Plug'n'Play, whose packages this
 * does not find.
 */
function packageCandidates(folder: string, target: string): string[] | undefined {
  // `@scope/name/sub/path` or `name/sub/path`: the package, then the path asked inside it.
  const parts = target.split('/');
  const nameLength = target.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.length > nameLength ? `./${parts.slice(nameLength).join('/')}` : '.';
  const candidates: string[] = [];
  for (let at = folder; ; at = path.dirname(at)) {
    if (PNP_MAPS.some((map) => isFile(path.join(at, map)))) return undefined;
    if (path.basename(at) !== 'node_modules') {
      const packageFolder = path.join(at, 'node_modules', name);
      const manifest = path.join(packageFolder, 'package.json');
      const fields = readJson(manifest) as { exports?: unknown; tsconfig?: unknown } | undefined;
      const exported = exportedFiles(packageFolder, fields?.exports, subpath);
      const tsconfigField = typeof fields?.tsconfig === 'string' && fields.tsconfig !== '' ? path.resolve(packageFolder, fields.tsconfig) : undefined;
      const asked = tsconfigField ?? path.join(at, 'node_modules', target);
      const tried = [...exported, path.join(asked, 'tsconfig.json'), asked, `${asked}.json`];
      candidates.push(manifest, ...tried);
      if (tried.some(isFile)) return candidates;
    }
    if (path.dirname(at) === at) return candidates;
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

/** Every string in a value of `exports`: a file, a list of them, or conditions, nested (parsed JSON: a finite tree). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(stringsIn);
}

function readJson(file: string): unknown {
  try {
    return parseJsonWithComments(readFileSync(file, 'utf8'), [], { allowTrailingComma: true });
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ESBUILD_VERSION, loadEsbuild } from '../load-esbuild.js';
import { COMPILED_CONFIG_SUFFIX, createDiagnostic, type Diagnostic, type ResolvedConfig, type SourceLocation } from '@docs/shared';
import { openCompiledConfigCache } from './compiled-config-cache.js';
import { realPathOf } from '../cache/file-facts.js';
import { DEFAULT_CACHE_DIR, resolveConfig, type KeyLocator } from './resolve-config.js';
import { lineColumnAt } from '../text/line-column-at.js';
import { createCompiledErrorLocator } from '../text/locate-compiled-error.js';
import { noteActivity } from '../guard/watch-for-hangs.js';
import { processRuns } from '../write/process-runs.js';

export const CONFIG_FILE_NAMES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];


export interface ConfigLoading {
  /** The config file; by default the first of `CONFIG_FILE_NAMES` in `cwd`. */
  configFile?: string;
  cwd?: string;
  /**
   * The build cache folder, where the compiled config is kept (`--cache-dir`); by default the one the
   * config has when it names none (`node_modules/.cache/docs` beside it), kept only if it does name
   * none; with false, the config is compiled and nothing is read or written (`--no-cache`).
   */
  cacheDir?: string | false;
}

/**
 * Loads `docs.config.ts` (or the given file): compiles it with esbuild into one self-contained module,
 * imports it, and validates its default export. Without a config file, a site with defaults is built.
 * The compiled module is kept in the build cache with the files it came from, and taken from there
 * while they are unchanged: a build whose templates are unchanged then starts no esbuild.
 */
export async function loadConfig(options: ConfigLoading = {}): Promise<{
  config?: ResolvedConfig;
  diagnostics: Diagnostic[];
  /** 1 when the compiled config kept in the build cache was found damaged (and compiled again): the build tells of it in its one warning (`BuildOptions.cacheUnreadableBefore`). */
  cacheUnreadable?: number;
}> {
  const cwd = options.cwd ?? process.cwd();
  const file = options.configFile
    ? path.resolve(cwd, options.configFile)
    : CONFIG_FILE_NAMES.map((name) => path.join(cwd, name)).find((candidate) => existsSync(candidate));
  const display = file ? path.relative(cwd, file) || file : cwd;
  if (!file) return resolveConfig({}, cwd);
  if (!existsSync(file)) {
    return { diagnostics: [createDiagnostic('ConfigLoadFailed', { reason: `${display} does not exist` }, { file: display })] };
  }
  const cacheDir = options.cacheDir ?? path.resolve(path.dirname(file), DEFAULT_CACHE_DIR);
  const cache = cacheDir === false ? undefined : openCompiledConfigCache(cacheDir, ESBUILD_VERSION);
  let compiled: { code: string; inputs: string[]; startedAt: number } | undefined;
  let exported: unknown;
  let inputs: string[] = [];
  let unreadable = false;
  try {
    const found = cache?.read(file);
    unreadable = found === 'unreadable';
    const kept = found === 'unreadable' ? undefined : found;
    let code = kept?.code;
    if (kept) inputs = kept.inputs;
    else {
      // Inputs are named relative to the config's folder, wherever the command runs.
      const workingDir = path.dirname(file);
      const startedAt = Date.now();
      const result = await loadEsbuild().build({
        entryPoints: [file],
        absWorkingDir: workingDir,
        bundle: true,
        // Packages are imported as Node imports them, not inlined: a CommonJS one that requires a
        // built-in ('debug' requires 'tty') could not run inlined into an ES module.
        packages: 'external',
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
        metafile: true,
        // What a config may use as a module of its folder does (`fileURLToPath(import.meta.url)`,
        // `__dirname`, `require`): the config's own, though its compiled code runs from elsewhere. Read
        // as it runs (`evaluateConfig`), not written into the code: the build cache keeps the code, and a
        // checkout moved or copied with its cache must not run it as the old folder's config.
        define: { 'import.meta.url': '__docsConfigUrl', __dirname: '__docsConfigDir', __filename: '__docsConfigFile' },
        banner: { js: CONFIG_MODULE_BANNER },
        // An error the config throws as it runs is then reported at its line (`createCompiledErrorLocator`).
        sourcemap: 'inline',
        sourcesContent: false,
      });
      code = result.outputFiles[0]?.text ?? '';
      compiled = { code, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(workingDir, input)), startedAt };
      inputs = compiled.inputs;
    }
    exported = await evaluateConfig(code!, file, display);
  } catch (error) {
    const thrown = (error as { thrownAt?: SourceLocation }).thrownAt;
    if (thrown) return { diagnostics: [createDiagnostic('ConfigLoadFailed', { reason: (error as Error).message }, thrown)] };
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
    // The place is in the file it is in: the config, or a file the config imports.
    const where = first?.location?.file ? path.relative(cwd, path.resolve(path.dirname(file), first.location.file)) || display : display;
    return {
      diagnostics: [
        createDiagnostic(
          'ConfigLoadFailed',
          { reason: first?.text ?? (error as Error).message },
          { file: where, ...(first?.location ? { line: first.location.line, column: first.location.column + 1 } : {}) },
        ),
      ],
    };
  }
  if (exported === undefined) {
    return { diagnostics: [createDiagnostic('ConfigLoadFailed', { reason: 'it has no default export' }, { file: display })] };
  }
  const resolved = resolveConfig(exported, path.dirname(file), display, keyLocatorOf(file));
  if (resolved.config) resolved.config.configImports = ownImports(inputs, file);
  // Kept where the build cache is: in the folder given, or the default one when the config names no other.
  if (compiled && cache && resolved.config && (options.cacheDir !== undefined || resolved.config.cacheDir === cacheDir)) cache.keep({ ...resolved.config, configFile: file }, compiled);
  return unreadable ? { ...resolved, cacheUnreadable: 1 } : resolved;
}

/** The files besides the config that it was compiled from, packages aside (which a site edits seldom, and which a watcher of all would take long to start). */
function ownImports(inputs: readonly string[], file: string): string[] {
  const real = realPathOf(file);
  return inputs.filter((input) => input !== file && input !== real && !input.split(path.sep).includes('node_modules'));
}

/**
 * What the compiled code reads for the config's place: made as it runs (`configPlace`), never kept in
 * the code, which the build cache keeps for a checkout that may since have moved.
 */
const CONFIG_MODULE_BANNER = [
  "import { createRequire as __docsCreateRequire } from 'node:module';",
  'const require = __docsCreateRequire(__docsConfigUrl);',
].join(' ');

/** The config's own URL, file and folder, for the compiled code that runs from elsewhere (`CONFIG_MODULE_BANNER`). */
function configPlace(file: string): string {
  const names = { __docsConfigUrl: pathToFileURL(file).href, __docsConfigFile: file, __docsConfigDir: path.dirname(file) };
  return `const ${Object.entries(names).map(([name, value]) => `${name} = ${JSON.stringify(value)}`).join(', ')};\n`;
}

/**
 * The config a compiled config module exports: its default export, awaited, and called first when it
 * is a function (an async config that reads something first). The module is imported from a file
 * beside the config, so that the packages it imports are found from there, and the file removed after.
 */
async function evaluateConfig(compiled: string, file: string, display: string): Promise<unknown> {
  removeAbandonedCompiledConfigs(file);
  const code = configPlace(file) + compiled;
  const compiledFile = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomUUID().slice(0, 8)}${COMPILED_CONFIG_SUFFIX}`);
  let url: string;
  let written = false;
  try {
    // Made new (`wx`): a file of the user's of that name, however unlikely, is never overwritten nor removed.
    writeFileSync(compiledFile, code, { flag: 'wx' });
    written = true;
    url = pathToFileURL(compiledFile).href;
  } catch {
    // A folder that cannot be written: the module runs from memory, where only relative imports it inlined work.
    url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  }
  try {
    noteActivity(`running ${display}`);
    const module = (await settledBeforeIdle(import(url))) as { default?: unknown };
    const exported = module.default;
    const config = await settledBeforeIdle(Promise.resolve(typeof exported === 'function' ? (exported as () => unknown)() : exported));
    noteActivity('');
    return config;
  } catch (error) {
    // Run from memory (its folder could not be written), it cannot import a package: said as that, not
    // as a resolution error naming kilobytes of base64.
    if (!written && error instanceof Error && /Failed to resolve module specifier "([^"]+)"/.test(error.message)) {
      const specifier = /Failed to resolve module specifier "([^"]+)"/.exec(error.message)![1];
      throw new Error(`its folder cannot be written, so it ran from memory, where it cannot import "${specifier}"; make the folder writable, or build from a copy of the site`);
    }
    // A package it imports that is not installed: said of the config, at its import, not of the compiled
    // file that ran in its place (`.docs.config.ts.123-ab12cd34.docs-compiled.mjs`).
    if (written && error instanceof Error && error.message.includes(compiledFile)) {
      error.message = error.message.replaceAll(compiledFile, display);
      const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(error.message)?.[1];
      const at = specifier ? importPlaceOf(file, specifier) : undefined;
      if (at) throw Object.assign(error, { thrownAt: { file: display, ...at } });
    }
    // Where in the config (or a file of its folder it imports) it threw: its place prologue is one line.
    const thrownAt = createCompiledErrorLocator(code, { frame: url, linesBefore: 1, sourcesDir: path.dirname(display) })(error);
    if (thrownAt && error && typeof error === 'object') Object.assign(error, { thrownAt });
    throw error;
  } finally {
    if (written) rmSync(compiledFile, { force: true });
  }
}

/** Where the config names a module it imports (`'left-pad'` or `"left-pad"`), by line and column. */
function importPlaceOf(file: string, specifier: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = [`'${specifier}'`, `"${specifier}"`].map((quoted) => text.indexOf(quoted)).filter((index) => index >= 0).sort((a, b) => a - b)[0];
  return at === undefined ? undefined : lineColumnAt(text, at);
}

/**
 * Removes the compiled configs a process that ended before it could remove them left beside the config
 * (one stopped while its config looped forever): named by the process that wrote them, which no longer runs.
 */
function removeAbandonedCompiledConfigs(file: string): void {
  const prefix = `.${path.basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(COMPILED_CONFIG_SUFFIX)) continue;
    const pid = /^(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length, -COMPILED_CONFIG_SUFFIX.length))?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !processRuns(Number(pid))) rmSync(path.join(path.dirname(file), name), { force: true });
  }
}

/**
 * `promise`, or a rejection when Node runs out of things to wait for first: a config's top-level await
 * of something that never comes (`await new Promise(() => {})`) otherwise ended the process with exit
 * code 0 and nothing printed, which CI reads as a build that passed.
 */
function settledBeforeIdle<T>(promise: Promise<T>): Promise<T> {
  let onIdle: (() => void) | undefined;
  const idle = new Promise<never>((_, reject) => {
    onIdle = () => reject(new Error('it waits on something that never comes: a top-level await, or a promise it exports, never settled'));
    process.once('beforeExit', onIdle);
  });
  return Promise.race([promise, idle]).finally(() => process.off('beforeExit', onIdle!));
}

/**
 * Where item `index` of the first list (`[`) written from `from` starts, read as the config's text: its
 * brackets, braces and parentheses nest, quoted text and comments are passed over, and items are what
 * its top-level commas part. Undefined when the list has no such item.
 */
function listItemAt(text: string, from: number, index: number): number | undefined {
  const open = text.indexOf('[', from);
  if (open < 0) return undefined;
  let depth = 0;
  let item = 0;
  let start: number | undefined;
  for (let at = open; at < text.length; at++) {
    const character = text[at]!;
    const comment = character === '/' && (text[at + 1] === '/' || text[at + 1] === '*');
    if (depth === 1 && start === undefined && !comment && !/\s/.test(character) && character !== ',' && character !== ']') {
      if (item === index) return at;
      start = at;
    }
    if (character === '"' || character === "'" || character === '`') {
      for (at++; at < text.length && text[at] !== character; at++) if (text[at] === '\\') at++;
    } else if (character === '/' && text[at + 1] === '/') at = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    else if (character === '/' && text[at + 1] === '*') at = text.indexOf('*/', at + 2) < 0 ? text.length : text.indexOf('*/', at + 2) + 1;
    else if ('[{('.includes(character)) depth++;
    else if (']})'.includes(character)) {
      if (--depth === 0) return undefined;
    } else if (character === ',' && depth === 1) {
      item++;
      start = undefined;
    }
  }
  return undefined;
}

/**
 * Finds where a key path is written in the config's text, as a reader would: each named segment
 * (`navbar`, then `links`, then `to`) written as a key (`to:`, `'to':`, `"to":`) after the one before
 * it, and each position (`links.3`) as that item of the list. A config that builds its keys otherwise
 * is placed at its top.
 */
function keyLocatorOf(file: string): KeyLocator {
  let text: string | undefined;
  return (keyPath) => {
    try {
      text ??= readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    let from = 0;
    let found: number | undefined;
    for (const segment of keyPath.split('.').filter(Boolean)) {
      // A position in a list (`links.3`): the start of that item of the next list written.
      if (/^\d+$/.test(segment)) {
        const item = listItemAt(text, from, Number(segment));
        if (item === undefined) break;
        found = item;
        from = item;
        continue;
      }
      const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const key = new RegExp(`(?:^|[\\s{,])(?:${escaped}|'${escaped}'|"${escaped}")\\s*:`, 'g');
      key.lastIndex = from;
      const match = key.exec(text);
      if (!match) break;
      // The match may begin with what stands before the key (a space, `{`, `,`).
      found = match.index + (/^[\s{,]/.test(match[0]) ? 1 : 0);
      from = match.index + match[0].length;
    }
    return found === undefined ? undefined : lineColumnAt(text, found);
  };
}

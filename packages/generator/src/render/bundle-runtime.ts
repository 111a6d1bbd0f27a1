import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ESBUILD_VERSION, loadEsbuild } from '../load-esbuild.js';
import type { ArtifactCache } from '../cache/artifact-cache.js';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import type { OutputFile } from '@docs/shared';
import { islandsPlugin } from './islands-plugin.js';
import type { IslandSource } from './list-islands.js';

/** A module script a page loads, and the chunks it imports statically (preloaded alongside it). */
export interface ScriptEntry {
  src: string;
  preloads: string[];
}

export interface RuntimeBundle {
  /** Inline <head> script: colour mode and announcement state before first paint. */
  headScript: string;
  /** `'sha256-…'` source of the head script, for the Content-Security-Policy. */
  headScriptHash: string;
  /** The module every page loads: colour mode, menu, announcement, navigation, island loader. */
  bootstrap: ScriptEntry;
  /** Code-sample tabs (remembered language, copy buttons), for pages that have samples. */
  codeSamples: ScriptEntry;
  /** Every browser file (entries, islands, shared chunks), content-hashed, under `assets/`. */
  files: OutputFile[];
}

export interface RuntimeSettings {
  defaultMode: 'light' | 'dark';
  announcementId: string | undefined;
  progressBarDelay: number;
  islands: IslandSource[];
}

const OUT_DIR = '/docs-runtime/assets';
const requireFromRuntime = createRequire(fileURLToPath(import.meta.resolve('@docs/runtime/package.json')));
/** One copy of React for the runtime and every island, whichever folder imports it. */
const reactAliases = Object.fromEntries(['react', 'react-dom'].map((name) => [name, path.dirname(requireFromRuntime.resolve(`${name}/package.json`))]));
const entry = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
/**
 * FlexSearch's "compact" build has all that search needs in the browser (Index, Encoder, Charset,
 * import) at 10.7 KB gzip instead of the full build's 17.5 KB (workers, persistence, resolvers).
 */
const flexsearchCompact = path.join(
  path.dirname(createRequire(entry('@docs/shared/search')).resolve('flexsearch')),
  'flexsearch.compact.module.min.js',
);
const aliases = { ...reactAliases, flexsearch: flexsearchCompact };
/** The runtime's entry modules, by the name of their output. */
const ENTRIES = { headScript: entry('@docs/runtime/head-script'), bootstrap: entry('@docs/runtime/bootstrap'), codeSamples: entry('@docs/runtime/code-samples') };

function defines(settings: RuntimeSettings): Record<string, string> {
  return {
    __DEFAULT_COLOR_MODE__: JSON.stringify(settings.defaultMode),
    __ANNOUNCEMENT_ID__: JSON.stringify(settings.announcementId ?? null),
    __PROGRESS_BAR_DELAY__: String(settings.progressBarDelay),
    'process.env.NODE_ENV': '"production"',
  };
}

async function bundleHeadScript(settings: RuntimeSettings, root: string): Promise<{ code: string; inputs: string[] }> {
  const result = await loadEsbuild().build({
    entryPoints: [ENTRIES.headScript],
    absWorkingDir: root,
    metafile: true,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define: defines(settings),
    logLevel: 'silent',
  });
  return { code: (result.outputFiles[0]?.text ?? '').trim(), inputs: inputFiles(result.metafile, root) };
}

/** The entry's URL and the closure of its static imports, from esbuild's metafile. */
function scriptEntry(metafile: Metafile, outputKey: string): ScriptEntry {
  const url = (key: string) => `/assets/${path.posix.basename(key)}`;
  const preloads = new Set<string>();
  const visit = (key: string) => {
    for (const imported of metafile.outputs[key]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || preloads.has(url(imported.path))) continue;
      preloads.add(url(imported.path));
      visit(imported.path);
    }
  };
  visit(outputKey);
  return { src: url(outputKey), preloads: [...preloads] };
}

/**
 * Bundles the browser runtime with the site's settings compiled in: ES modules split into
 * content-hashed chunks, so a page loads only the code it uses and islands load on demand.
 */
export async function bundleRuntime(settings: RuntimeSettings, root: string, cache?: ArtifactCache): Promise<RuntimeBundle> {
  if (!cache) return (await compileRuntime(settings, root)).value;
  const islands = settings.islands.map((island) => ({ name: island.name, file: cache.relative(island.file) }));
  // The inputs are named from the cache, and esbuild names them from the root: with the root's place
  // from the cache, and the place from the root of the runtime and the packages it bundles (another
  // install of this generator keeps them elsewhere), the names esbuild gives them, hence the chunks,
  // are the same for every site that matches.
  const layout = Object.values({ ...ENTRIES, ...aliases }).map((file) => path.relative(root, file));
  const key = fileDigest('runtime', generatorFingerprint(), ESBUILD_VERSION, JSON.stringify({ ...settings, islands, root: cache.relative(root), layout }));
  return cache.reuse(key, () => compileRuntime(settings, root));
}

/**
 * The runtime bundled, with the files it was bundled from. esbuild names modules by their paths from
 * `root` (the site's folder), which decide the order of the modules in a chunk and the chunks' hashes:
 * from `/`, another checkout of the same site made other files, whose names a build cache made in one
 * checkout then gave to a build in another.
 */
async function compileRuntime(settings: RuntimeSettings, root: string): Promise<{ value: RuntimeBundle; inputs: string[] }> {
  const islandEntries = Object.fromEntries(settings.islands.map((island) => [`island-${island.name}`, `docs:island/${island.name}`]));
  const [headScript, result] = await Promise.all([
    bundleHeadScript(settings, root),
    loadEsbuild().build({
      entryPoints: { bootstrap: ENTRIES.bootstrap, 'code-samples': ENTRIES.codeSamples, ...islandEntries },
      absWorkingDir: root,
      outdir: OUT_DIR,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      bundle: true,
      splitting: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      define: defines(settings),
      alias: aliases,
      plugins: [islandsPlugin(settings.islands)],
      logLevel: 'silent',
    }),
  ]);
  const outputKeys = Object.keys(result.metafile.outputs);
  const entryKey = (name: string) => outputKeys.find((key) => path.posix.basename(key).startsWith(`${name}-`) && key.endsWith('.js'))!;
  const value: RuntimeBundle = {
    headScript: headScript.code,
    headScriptHash: `'sha256-${createHash('sha256').update(headScript.code).digest('base64')}'`,
    bootstrap: scriptEntry(result.metafile, entryKey('bootstrap')),
    codeSamples: scriptEntry(result.metafile, entryKey('code-samples')),
    files: result.outputFiles.map((file) => ({ path: `assets/${path.posix.basename(file.path)}`, contents: file.text })),
  };
  return { value, inputs: [...headScript.inputs, ...inputFiles(result.metafile, root)] };
}

/** The files a bundle was made from (virtual modules, named `namespace:path`, are made from the settings). */
function inputFiles(metafile: Metafile, workingDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.resolve(workingDir, input));
}

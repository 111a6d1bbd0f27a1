import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { createDiagnostic, type Diagnostic, type DocsVersion, type OutputFile, type ResolvedConfig } from '@docs/shared';
import { listPublicFiles } from '../content/list-public-files.js';
import { loadContent, type LoadedContent } from '../content/load-content.js';
import { updateContent } from '../content/update-content.js';
import type { ArtifactCache } from '../cache/artifact-cache.js';
import type { PageTables } from '../content/page-tables.js';
import { bundleRuntime, type RuntimeBundle } from '../render/bundle-runtime.js';
import { esbuildDiagnostics } from '../render/esbuild-diagnostics.js';
import { listIslands } from '../render/list-islands.js';
import { loadTemplates, type Templates } from '../render/load-templates.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { survivesJson } from '../cache/survives-json.js';
import { loadVersions, versionSpecFile } from '../versions/load-versions.js';
import { appendAll } from '../text/append-all.js';

/** Everything a build reads from disk, read once and in parallel. */
export interface Sources {
  content?: LoadedContent;
  templates?: Templates;
  runtime?: RuntimeBundle;
  spec?: LoadedSpec;
  /** The templates' public files and the site's static folder over them. */
  publicFiles: OutputFile[];
  /** The docs versions, newest first, when the site has a versions file. */
  versions?: DocsVersion[];
  /** The API description of each frozen version that has one, by its name. */
  versionSpecs: Map<string, LoadedSpec>;
  diagnostics: Diagnostic[];
}

/**
 * What a rebuild can reuse of the load stage: the compiled templates, the runtime bundle and the API
 * description (until their files change), and the content as last read with the files changed since
 * (set by a watcher; without them, all is read again).
 */
export interface SourcesMemo {
  templates?: { templates?: Templates; diagnostics: Diagnostic[] };
  runtime?: { runtime?: RuntimeBundle; diagnostics: Diagnostic[] };
  spec?: { spec?: LoadedSpec; diagnostics: Diagnostic[] };
  /** The frozen versions' API descriptions, by name, until a file of the description's folder changes. */
  versionSpecs?: Map<string, { spec?: LoadedSpec; diagnostics: Diagnostic[] }>;
  content?: LoadedContent;
  contentChanges?: Set<string>;
}

/**
 * The load stage: the content folder, the compiled templates, the browser runtime with the templates'
 * islands, the API description and the public files. What a cache holds is taken from it (and what is
 * read is put in it), so a rebuild reads only what changed.
 */
export async function loadSources(
  config: ResolvedConfig,
  options: { cwd: string; lenient: boolean; cache?: SourcesMemo | undefined; artifacts?: ArtifactCache | undefined; tables?: PageTables | undefined },
): Promise<Sources> {
  const { cwd, cache, artifacts, tables } = options;
  const display = (file: string) => path.relative(cwd, file) || file;
  // A file given as the content folder (`--content content/index.md`) is none: built, it published a site without its docs.
  const contentKind = statSync(config.content, { throwIfNoEntry: false });
  const hasContent = contentKind?.isDirectory() ?? false;
  const versions = hasContent ? loadVersions(config, cwd) : { diagnostics: [] };
  const versionNames = versions.versions ? new Set(versions.versions.slice(1).map((version) => version.name)) : undefined;
  const [content, templates, runtime, spec, publicFiles, versionSpecs] = await Promise.all([
    hasContent ? readContent(config, cwd, cache, tables, versionNames) : Promise.resolve(undefined),
    cache?.templates ?? loadTemplates(config.templates, cwd, artifacts),
    cache?.runtime ?? loadRuntime(config, cwd, artifacts),
    cache?.spec ?? (config.spec ? loadSpecOnce(config.spec, { lenient: options.lenient, cwd, root: siteRootOf(config, cwd) }, artifacts) : Promise.resolve({ diagnostics: [] as Diagnostic[] })),
    listPublicFiles(config.templates, config.staticDir, { cwd, avoid: [config.outDir] }),
    loadVersionSpecs(config.spec, [...(versionNames ?? [])], { lenient: options.lenient, cwd, root: siteRootOf(config, cwd) }, cache, artifacts),
  ]);
  if (cache) Object.assign(cache, { templates, runtime, spec, versionSpecs });
  const diagnostics: Diagnostic[] = [...versions.diagnostics, ...publicFiles.diagnostics];
  if (!content) diagnostics.push(createDiagnostic('ContentNotFound', { dir: display(config.content), ...(contentKind ? { isFile: true } : {}) }, { file: display(config.content) }));
  else appendAll(diagnostics, content.diagnostics);
  // An island imported by a template fails both bundles with the same message: report it once.
  appendAll(diagnostics, withoutRepeats([...templates.diagnostics, ...runtime.diagnostics]));
  appendAll(diagnostics, spec.diagnostics);
  for (const loaded of versionSpecs.values()) appendAll(diagnostics, loaded.diagnostics);
  return {
    ...(versions.versions ? { versions: versions.versions } : {}),
    versionSpecs: new Map([...versionSpecs].flatMap(([name, loaded]) => (loaded.spec ? [[name, loaded.spec] as const] : []))),
    ...(content ? { content } : {}),
    ...(templates.templates ? { templates: templates.templates } : {}),
    ...(runtime.runtime ? { runtime: runtime.runtime } : {}),
    ...('spec' in spec && spec.spec ? { spec: spec.spec } : {}),
    publicFiles: publicFiles.files,
    diagnostics,
  };
}

/**
 * The files the API descriptions (the latest's and the frozen versions') were joined from, absolute:
 * what a watcher must watch besides the site's folders, since a `$ref` may lead anywhere.
 */
export function specFilesOf(config: ResolvedConfig, sources: Pick<Sources, 'spec' | 'versionSpecs'>): string[] {
  if (!config.spec) return [];
  const described: [string, LoadedSpec | undefined][] = [[config.spec, sources.spec], ...[...sources.versionSpecs].map(([name, spec]): [string, LoadedSpec] => [versionSpecFile(config.spec!, name), spec])];
  return described.flatMap(([file, spec]) => (spec?.files ?? []).map((joined) => path.resolve(path.dirname(file), joined)));
}

/** The content folder: as the cache last read it plus the files a watcher saw change, else all of it. */
async function readContent(config: ResolvedConfig, cwd: string, cache: SourcesMemo | undefined, tables: PageTables | undefined, versionNames: ReadonlySet<string> | undefined): Promise<LoadedContent> {
  const changes = cache?.contentChanges;
  const sameVersions = [...(cache?.content?.versionNames ?? [])].join('\0') === [...(versionNames ?? [])].join('\0');
  const content = cache?.content && changes && sameVersions ? await updateContent(cache.content, changes, config.content, cwd, tables) : await loadContent(config.content, cwd, tables, { versionNames, avoid: [config.outDir] });
  changes?.clear();
  if (cache) cache.content = content;
  return content;
}

/**
 * The API descriptions of the frozen versions, each at `versions/<name>/` beside the latest's (a version
 * frozen before the site had one has none): as the cache holds them, else read (and kept in the build
 * cache as the latest's is).
 */
async function loadVersionSpecs(
  specFile: string | undefined,
  names: readonly string[],
  options: { lenient: boolean; cwd: string; root: string },
  cache: SourcesMemo | undefined,
  artifacts: ArtifactCache | undefined,
): Promise<Map<string, { spec?: LoadedSpec; diagnostics: Diagnostic[] }>> {
  if (!specFile) return new Map();
  const loaded = await Promise.all(
    names.map(async (name) => {
      const file = versionSpecFile(specFile, name);
      const kept = cache?.versionSpecs?.get(name);
      // A folder without the file named like the latest's (renamed since the version was frozen) is said, not passed over.
      const missing = existsSync(path.dirname(file)) ? [createDiagnostic('VersionSpecMissing', { version: name, file: path.relative(options.cwd, file) || file }, { file: path.relative(options.cwd, path.dirname(file)) }, 'warning')] : [];
      return [name, kept ?? (existsSync(file) ? await loadSpecOnce(file, options, artifacts) : { diagnostics: missing })] as const;
    }),
  );
  return new Map(loaded);
}

/** Bundles the browser runtime and the templates' islands; a compile error in an island is a diagnostic. */
async function loadRuntime(config: ResolvedConfig, cwd: string, artifacts: ArtifactCache | undefined): Promise<{ runtime?: RuntimeBundle; diagnostics: Diagnostic[] }> {
  try {
    const settings = {
      defaultMode: config.colorMode.defaultMode,
      announcementId: config.announcement?.id,
      progressBarDelay: config.progressBarDelay,
      islands: await listIslands(config.templates),
    };
    const runtime = await bundleRuntime(settings, siteRootOf(config, cwd), artifacts);
    return { runtime, diagnostics: [] };
  } catch (error) {
    return { diagnostics: esbuildDiagnostics(error, path.relative(cwd, config.templates) || config.templates, cwd, siteRootOf(config, cwd)) };
  }
}

/** The site's folder: the config file's, else where the build runs. */
function siteRootOf(config: ResolvedConfig, cwd: string): string {
  return path.resolve(cwd, config.configFile ? path.dirname(config.configFile) : '.');
}

function withoutRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = JSON.stringify([diagnostic.code, diagnostic.message, diagnostic.location]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The API description, taken from the build cache while none of the files it was joined from changed:
 * reading, joining and validating the 3.6 MB description of the benchmark took 0.7-0.8 s, most of a
 * warm build. One that did not load is read again every time.
 */
async function loadSpecOnce(file: string, options: { lenient: boolean; cwd: string; root: string }, artifacts: ArtifactCache | undefined): Promise<{ spec?: LoadedSpec; diagnostics: Diagnostic[] }> {
  if (!artifacts) return loadSpec(file, options);
  // Messages name the description as seen from the working folder, so that is part of the key.
  const key = fileDigest('spec', generatorFingerprint(), JSON.stringify({ file: artifacts.relative(file), shownAs: path.relative(options.cwd, file), root: artifacts.relative(options.root), lenient: options.lenient }));
  return artifacts.reuse(key, async () => {
    const { files, ...loaded } = await loadSpec(file, options);
    // A description with values JSON cannot hold (a YAML `.inf`) is read again every time.
    return files && survivesJson(loaded) ? { value: loaded, inputs: files } : { value: loaded };
  });
}

/** `loadSpec`, whose parsers and validators (a third of the generator's code) load only when a description is read. */
async function loadSpec(...args: Parameters<typeof import('../spec/load-spec.js').loadSpec>): ReturnType<typeof import('../spec/load-spec.js').loadSpec> {
  return (await import('../spec/load-spec.js')).loadSpec(...args);
}

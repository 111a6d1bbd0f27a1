import path from 'node:path';
import { cp, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createDiagnostic, hasErrors, versionNameProblem, type Diagnostic, type DocsVersion, type DocsVersionStatus, type ResolvedConfig } from '@docs/shared';
import { writeAtomically } from '../cache/write-atomically.js';
import { takeLock } from '../write/take-lock.js';
import { processRuns } from '../write/process-runs.js';
import { parseVersionsFile } from './parse-versions-file.js';
import { versionContentDir, versionsFileOf, versionSpecFile } from './load-versions.js';

/** What `docs version` made: the frozen copies and the versions file that lists them. */
export interface MadeVersion {
  version: DocsVersion;
  contentDir: string;
  pages: number;
  /** The frozen description's folder and how many files it has, when the site has a description. */
  spec?: { dir: string; files: number };
  versionsFile: string;
  /** The versions file was written for the first time, with the current docs named `latest`. */
  firstVersion: boolean;
}

/** The current docs' entry when the versions file is new: the maintainer names it (`v2`) there. */
const FIRST_CURRENT: DocsVersion = { name: 'latest', label: 'Latest', status: 'current' };

/**
 * `docs version NAME`: freezes the current docs (`<content>/docs/`) and API description (its file and
 * every file it `$ref`s) as version NAME, in `versions/NAME/` of the content folder and of the
 * description's folder, and lists it in the versions file, after the current version. A name that is
 * taken or unsafe, a description that does not load or has a file outside its folder, is refused before
 * anything is written. The copies are made under hidden names (folders of files, links followed) and
 * moved in, and the versions file written, only at the end; if a step fails, what this call made is removed.
 */
/** What a docs page's file name ends with, which its URL leaves out. */
const DOCS_PAGE_EXTENSION = /\.(md|markdown)$/i;

export async function makeVersion(
  config: ResolvedConfig,
  name: string,
  options: { label?: string; status?: Exclude<DocsVersionStatus, 'current'>; cwd: string; /** Stops the copying (Ctrl+C): what was made is removed, and nothing is listed. */ signal?: AbortSignal },
): Promise<{ made?: MadeVersion; diagnostics: Diagnostic[] }> {
  const display = (file: string) => path.relative(options.cwd, file) || file;
  // One at a time per content folder: two runs at once each wrote the versions file as it read it, and
  // the one written last dropped the other's version.
  const lock = existsSync(config.content) ? takeLock(path.join(config.content, VERSION_LOCK)) : { release: () => undefined };
  if ('holder' in lock) {
    const { pid, host } = lock.holder;
    return { diagnostics: [createDiagnostic('VersionNotMade', { reason: `another docs version (process ${pid} on ${host}) is freezing these docs; run this one once it has finished` })] };
  }
  try {
    return await freeze(config, name, { ...options, display });
  } finally {
    lock.release();
  }
}

/** Beside the docs, while `docs version` runs: hidden, so builds pass over it. */
const VERSION_LOCK = '.docs-version.lock';

/** The hidden name a copy is made under: the version's folder, this process and the time. */
const MAKING = /^\.(.+)\.making-(\d+)-\d+$/;

/** Removes the copies that runs of `docs version` which were stopped (their process is gone) left in `dir`. */
async function removeAbandonedCopies(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const match = MAKING.exec(name);
    if (match && !processRuns(Number(match[2]))) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

async function freeze(
  config: ResolvedConfig,
  name: string,
  options: { label?: string; status?: Exclude<DocsVersionStatus, 'current'>; signal?: AbortSignal; display: (file: string) => string },
): Promise<{ made?: MadeVersion; diagnostics: Diagnostic[] }> {
  const { display } = options;
  const refuse = (reason: string) => ({ diagnostics: [createDiagnostic('InvalidVersionName', { name, reason })] });
  const notMade = (reason: string) => ({ diagnostics: [createDiagnostic('VersionNotMade', { reason })] });
  const unsafe = versionNameProblem(name);
  if (unsafe) return refuse(unsafe);
  const docsDir = path.join(config.content, 'docs');
  if (!existsSync(docsDir)) return notMade(`there are no docs to freeze: ${display(docsDir)} does not exist`);
  const versionsFile = versionsFileOf(config);
  let listed: unknown[] = [];
  let versions: DocsVersion[] = [];
  if (existsSync(versionsFile)) {
    const text = readFileSync(versionsFile, 'utf8');
    const parsed = parseVersionsFile(text, display(versionsFile));
    if (parsed.diagnostics.length) return { diagnostics: parsed.diagnostics };
    versions = parsed.versions;
    listed = JSON.parse(text) as unknown[];
  }
  if (versions[0]?.name === name) return refuse(`is the name of the current docs in ${display(versionsFile)}: give them their next name there (such as the next version's) first, then freeze them as ${name}`);
  // Served at /docs/latest/, an old copy would pass for the newest docs; `latest` also names the current docs here.
  if (/^(latest|current)$/i.test(name)) return refuse('names the current docs, not a frozen older version: readers at its URLs would read old pages as the newest');
  // Compared as the build compares URLs, whatever their case: many hosts and file systems ignore it.
  const same = (other: string) => other.toLowerCase() === name.toLowerCase();
  const twin = versions.find((version) => same(version.name));
  if (twin) return refuse(`is a version already${twin.name === name ? '' : ` (${twin.name})`} (${display(versionsFile)})`);
  const taken = readdirSync(docsDir).find((entry) => same(entry.replace(DOCS_PAGE_EXTENSION, '')));
  if (taken) return refuse(`is taken by the docs (${display(path.join(docsDir, taken))}): its URLs would be the version's`);
  // A page's own URL (`slug`) must stay below the docs, and clear of the version's: the frozen copy's
  // would otherwise leave its version, or the latest page would stand where the version is served.
  for (const { file, slug } of await slugsBelow(docsDir)) {
    if (!slug.startsWith('/')) continue;
    const where = `${display(file)} has slug ${slug}`;
    if (!slug.startsWith('/docs/') && slug !== '/docs') return notMade(`${where}, outside /docs/: its frozen copy would leave the version. Give it a slug below /docs/, or none, first`);
    const first = slug.slice('/docs/'.length).split('/')[0] ?? '';
    if (same(first)) return refuse(`is taken by a page of the docs (${where}): its URL would be the version's`);
  }
  const contentDir = versionContentDir(config, name);
  if (existsSync(contentDir)) return refuse(`has a folder already (${display(contentDir)})`);

  const specDir = config.spec ? path.dirname(versionSpecFile(config.spec, name)) : undefined;
  if (specDir && existsSync(specDir)) return refuse(`has a folder already (${display(specDir)})`);
  if (specDir && (specDir === contentDir || specDir.startsWith(`${path.resolve(config.content)}${path.sep}`))) {
    return notMade(`the API description ${display(config.spec!)} is inside the content folder, where its frozen copy would be taken for pages; move it out (such as to spec/) first`);
  }
  const specFiles = config.spec ? await specFilesToFreeze(config.spec, name, display) : { files: [] as string[], diagnostics: [] };
  if (specFiles.diagnostics.length) return { diagnostics: specFiles.diagnostics };

  // What a run that was stopped left (its process is gone) goes first.
  await removeAbandonedCopies(path.dirname(contentDir));
  if (specDir) await removeAbandonedCopies(path.dirname(specDir));
  // Made under hidden names (which builds and `docs dev` pass over), then put in place.
  const stamp = `${process.pid}-${Date.now()}`;
  // Checked before each file is copied: a stop ends the copying at once.
  const untilStopped = () => {
    options.signal?.throwIfAborted();
    return true;
  };
  const making = (dir: string) => path.join(path.dirname(dir), `.${path.basename(dir)}.making-${stamp}`);
  /** Every folder this call creates, to remove if a later step fails: never one that was there before. */
  const created: string[] = [];
  const createParent = async (dir: string) => {
    const first = await mkdir(path.dirname(dir), { recursive: true });
    if (first) created.push(first);
  };
  try {
    await createParent(contentDir);
    created.push(making(contentDir));
    await cp(docsDir, making(contentDir), { recursive: true, errorOnExist: true, force: false, dereference: true, filter: untilStopped });
    if (specDir && config.spec) {
      await createParent(specDir);
      created.push(making(specDir));
      const from = path.dirname(config.spec);
      for (const file of specFiles.files) await cp(file, path.join(making(specDir), path.relative(from, file)), { errorOnExist: true, force: false, dereference: true, filter: untilStopped });
    }
    untilStopped();
    await rename(making(contentDir), contentDir);
    created[created.indexOf(making(contentDir))] = contentDir;
    if (specDir) {
      await rename(making(specDir), specDir);
      created[created.indexOf(making(specDir))] = specDir;
    }
    const version: DocsVersion = { name, label: options.label?.trim() || name, status: options.status ?? 'maintained' };
    // The entries as they were written (keys this generator does not read included), the new one after the current.
    const [current, ...frozen] = listed.length ? listed : [FIRST_CURRENT];
    if (!writeAtomically(versionsFile, `${JSON.stringify([current, version, ...frozen], null, 2)}\n`)) throw new Error(`${display(versionsFile)} could not be written`);
    return {
      made: {
        version,
        contentDir,
        pages: await countMarkdown(contentDir),
        ...(specDir ? { spec: { dir: specDir, files: specFiles.files.length } } : {}),
        versionsFile,
        firstVersion: versions.length === 0,
      },
      diagnostics: [],
    };
  } catch (error) {
    // Only what this call created goes, newest first: the copies and the parent folders it made.
    for (const dir of created.reverse()) await (dir.includes('.making-') || dir === contentDir || dir === specDir ? rm(dir, { recursive: true, force: true }) : rmdir(dir).catch(() => undefined));
    if (options.signal?.aborted) return notMade('it was stopped; what this command had made was removed');
    return notMade(`copying failed (${(error as Error).message}); what this command had made was removed`);
  }
}

/** Every file of the description, each inside its folder (and outside its frozen versions), or why not. */
async function specFilesToFreeze(specFile: string, name: string, display: (file: string) => string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const { loadSpec } = await import('../spec/load-spec.js');
  const loaded = await loadSpec(specFile);
  if (hasErrors(loaded.diagnostics) || !loaded.files) {
    // Without an error, a file it names is missing (a \$ref in an example to a file not there): that warning says which.
    const first = loaded.diagnostics.find((d) => d.severity === 'error') ?? loaded.diagnostics.find((d) => d.code === 'LiteralRefInValue' && d.message.includes('does not exist'));
    return { files: [], diagnostics: [createDiagnostic('VersionNotMade', { reason: `the API description ${display(specFile)} does not load${first ? ` (${first.message})` : ''}; fix it first, so that the frozen version builds` })] };
  }
  const folder = path.dirname(specFile);
  const frozenVersions = path.join(folder, 'versions');
  for (const file of loaded.files) {
    const relative = path.relative(folder, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || file.startsWith(`${frozenVersions}${path.sep}`)) {
      return { files: [], diagnostics: [createDiagnostic('VersionNotMade', { reason: `the API description ${display(specFile)} uses ${display(file)}, outside its folder, which a frozen copy of "${name}" could not take along` })] };
    }
  }
  return { files: loaded.files, diagnostics: [] };
}

async function countMarkdown(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name)) count++;
  return count;
}

/**
 * The `slug` each page of a docs folder gives itself in its front matter, with its file; pages without one
 * are left out. The front matter's parser loads here only: a build with nothing to render never loads it.
 */
async function slugsBelow(docsDir: string): Promise<{ file: string; slug: string }[]> {
  const { parseFrontMatter } = await import('../content/parse-front-matter.js');
  const found: { file: string; slug: string }[] = [];
  for (const entry of readdirSync(docsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !DOCS_PAGE_EXTENSION.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const slug = parseFrontMatter(readFileSync(file, 'utf8'), file).data['slug'];
    if (typeof slug === 'string') found.push({ file, slug: slug.trim() });
  }
  return found;
}

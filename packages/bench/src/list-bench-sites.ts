import { execFile } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateSyntheticSite } from './generate-synthetic-site.js';
import { generateBrokenLinksSite } from './generate-broken-links-site.js';

const run = promisify(execFile);

export interface BenchSite {
  name: string;
  dir: string;
  config: string;
  /** The Markdown folder Hugo builds the same pages from, when the site is compared with Hugo. */
  hugoContent?: string;
  /** Pages of content (what Hugo builds too), for CPU time per page. */
  contentPages?: number;
  /** Broken links the site was made with; its build prints its warnings so they can be counted. */
  brokenLinks?: number;
}

export interface BenchCandidate {
  name: string;
  prepare: () => Promise<BenchSite>;
}

/** A description as large as the largest public ones by operation count: 3,000 operations in 20 tags, beside a few pages. */
export const API_SCALE_SITE = 'synthetic 3,000 operations';
/** A description as heavy as the largest public ones per operation: 300 operations over 1,500 shared schemas. */
export const RICH_API_SITE = 'synthetic 300 operations, 1,500 schemas';
export const BROKEN_LINKS_SITE = 'broken-links site';
const BROKEN_LINKS = 2_000;
export const realCorpusName = (pages: number) => `real Markdown ${pages.toLocaleString('en')} pages, vs Hugo`;

/**
 * Every site `pnpm bench` can build, in order, each prepared only when selected: our site, the real
 * Markdown corpus at 231, 2,000 and 10,000 pages (built by Hugo too), synthetic sites and descriptions,
 * and a site full of broken links.
 */
export function listBenchSites(options: { repository: string; work: string; corpus: string }): BenchCandidate[] {
  const { repository, work, corpus } = options;
  const templates = path.join(repository, 'templates');
  const scaleScript = path.resolve(repository, '../shared/bench/make-scale-corpus.mjs');
  const candidates: BenchCandidate[] = [{ name: 'our site', prepare: async () => ({ name: 'our site', dir: repository, config: path.join(repository, 'docs.config.ts') }) }];
  if (existsSync(corpus)) {
    candidates.push({ name: realCorpusName(231), prepare: () => prepareRealCorpus(path.join(work, 'corpus'), { pages: 231, templates, write: (docs) => cp(corpus, docs, { recursive: true }) }) });
  } else console.error(`(real-Markdown corpus not found at ${corpus}; set DOCS_BENCH_CORPUS to include it)`);
  if (existsSync(scaleScript)) {
    for (const pages of [2_000, 10_000]) {
      const write = async (docs: string) => void (await run(process.execPath, [scaleScript, docs, String(pages)]));
      candidates.push({ name: realCorpusName(pages), prepare: () => prepareRealCorpus(path.join(work, `corpus-${pages}`), { pages, templates, write }) });
    }
  } else console.error(`(${scaleScript} not found: the 2,000- and 10,000-page real-Markdown corpora are left out)`);
  for (const pages of [2_000, 10_000]) {
    const name = `synthetic ${pages.toLocaleString('en')} pages`;
    candidates.push({ name, prepare: () => prepareSynthetic(name, path.join(work, `synthetic-${pages}`), { pages, templates }) });
  }
  candidates.push({ name: API_SCALE_SITE, prepare: () => prepareSynthetic(API_SCALE_SITE, path.join(work, 'api-scale'), { pages: 20, operations: 3_000, tags: 20, templates }) });
  candidates.push({ name: RICH_API_SITE, prepare: () => prepareSynthetic(RICH_API_SITE, path.join(work, 'api-rich'), { pages: 20, operations: 300, schemas: 1_500, tags: 15, templates }) });
  candidates.push({
    name: BROKEN_LINKS_SITE,
    prepare: async () => {
      const dir = path.join(work, 'broken-links');
      const { links } = await generateBrokenLinksSite(dir, { links: BROKEN_LINKS, templates });
      return { name: BROKEN_LINKS_SITE, dir, config: path.join(dir, 'docs.config.ts'), brokenLinks: links };
    },
  });
  return candidates;
}

/**
 * Real pages as our site holds them, `content/docs/<sections>`, which Hugo builds from the same folder.
 * The pages link to their original sites' pages and images, which are not included: report, don't fail.
 */
async function prepareRealCorpus(dir: string, options: { pages: number; templates: string; write: (docs: string) => Promise<void> }): Promise<BenchSite> {
  const docs = path.join(dir, 'content/docs');
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(docs), { recursive: true });
  await options.write(docs);
  const config = path.join(dir, 'docs.config.ts');
  await writeFile(config, `export default ${JSON.stringify({ title: 'Corpus', url: 'https://bench.example', templates: options.templates, onBrokenLinks: 'warn' })};\n`);
  return { name: realCorpusName(options.pages), dir, config, hugoContent: docs, contentPages: options.pages };
}

async function prepareSynthetic(name: string, dir: string, options: Parameters<typeof generateSyntheticSite>[1]): Promise<BenchSite> {
  await generateSyntheticSite(dir, options);
  return { name, dir, config: path.join(dir, 'docs.config.ts') };
}

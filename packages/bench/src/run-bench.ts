// `pnpm bench`: cold builds of our site, the real-Markdown corpus and synthetic sites of 2,000 and
// 10,000 pages, each in a fresh process; prints median (min–max) times, pages per second and peak memory.
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSyntheticSite } from './generate-synthetic-site.js';
import { formatReport, median, type SiteResult } from './format-report.js';
import { formatPageWeights, measurePageWeight } from './measure-page-weight.js';
import { formatSearch, measureSearch } from './measure-search.js';
import { formatReload, measureReload } from './measure-reload.js';
import { formatPublish, measurePublish } from './measure-publish.js';
import { runMeasuredBuild } from './run-measured-build.js';
import { formatApiScale, measureApiScale } from './measure-api-scale.js';
import { formatNestingGuard, measureNestingGuard } from './measure-nesting-guard.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WORK = path.join(os.tmpdir(), 'docs-bench');

interface Site {
  name: string;
  dir: string;
  config: string;
  runs: number;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  await mkdir(WORK, { recursive: true });
  const corpus = process.env['DOCS_BENCH_CORPUS'] ?? path.resolve(REPOSITORY, '../shared/corpus/real-markdown');
  const candidates: { name: string; prepare: () => Promise<Site> }[] = [
    { name: 'our site', prepare: async () => ({ name: 'our site', dir: REPOSITORY, config: path.join(REPOSITORY, 'docs.config.ts'), runs }) },
  ];
  if (existsSync(corpus)) candidates.push({ name: 'real Markdown (231 pages)', prepare: () => prepareCorpus(corpus, runs) });
  else console.error(`(real-Markdown corpus not found at ${corpus}; set DOCS_BENCH_CORPUS to include it)`);
  for (const pages of [2_000, 10_000]) {
    candidates.push({ name: `synthetic ${pages.toLocaleString('en')} pages`, prepare: () => prepareSynthetic(pages, runs) });
  }
  candidates.push({ name: API_SCALE_SITE, prepare: () => prepareApiScale(runs) });
  const sites: Site[] = [];
  for (const candidate of candidates.filter((c) => !only || c.name.includes(only))) sites.push(await candidate.prepare());

  const results: SiteResult[] = [];
  for (const site of sites) {
    // The bench owns its output folders; one left by an older generator may lack the build's marker.
    await rm(outDirOf(site), { recursive: true, force: true });
    process.stderr.write(`building ${site.name} ×${site.runs} `);
    const samples = [];
    for (let run = 0; run < site.runs; run++) {
      samples.push(await measure(site));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const out = outDirOf(site);
    results.push({ name: site.name, pages: await countPages(out), samples });
  }
  if (results.length > 0) console.log(formatReport(results, { cpus: os.cpus().length, node: process.version }));
  const ourSite = sites.find((site) => site.name === 'our site');
  const pageWeights = ourSite ? await measureOurPages(outDirOf(ourSite)) : [];
  if (pageWeights.length > 0) console.log(`\n${formatPageWeights(pageWeights)}`);
  const search = [];
  for (const [index, site] of sites.entries()) {
    const stage = (name: string) => median(results[index]!.samples.map((sample) => sample.stages[name] ?? 0));
    search.push(await measureSearch(site.name, outDirOf(site), { buildMs: stage('index'), recordsMs: stage('records') }));
  }
  if (search.length > 0) console.log(`\n${formatSearch(search)}`);
  const reload = [];
  for (const site of sites) {
    const pages = EDITED_PAGES[site.name];
    if (pages) reload.push(await measureReload(site.name, site.dir, pages));
  }
  if (reload.length > 0) console.log(`\n${formatReload(reload)}`);
  const apiScale = sites.find((site) => site.name === API_SCALE_SITE);
  const apiScaleResult = apiScale ? await measureApiScale(outDirOf(apiScale), results.find((result) => result.name === API_SCALE_SITE)!) : undefined;
  if (apiScaleResult) console.log(`\n${formatApiScale(apiScaleResult)}`);
  const nestingGuard = !only || 'nesting guard'.includes(only) ? await measureNestingGuard(path.join(WORK, 'nesting-guard'), { runs, templates: path.join(REPOSITORY, 'templates') }) : undefined;
  if (nestingGuard) console.log(`\n${formatNestingGuard(nestingGuard)}`);
  const publish = !only || only === 'publish' ? await measurePublish() : undefined;
  if (publish) console.log(`\n${formatPublish(publish)}`);
  await mkdir(path.join(REPOSITORY, '.bench'), { recursive: true });
  await writeFile(path.join(REPOSITORY, '.bench/results.json'), `${JSON.stringify({ builds: results, pageWeights, search, reload, apiScale: apiScaleResult, nestingGuard, publish }, null, 2)}\n`);
}

/** The pages whose Markdown the live-reload benchmark edits, in turn (paths inside the content folder). */
const EDITED_PAGES: Record<string, { file: string; route: string }[]> = {
  'our site': [
    { file: 'markdown-page.md', route: '/markdown-page' },
    { file: 'docs/getting-started/authentication.md', route: '/docs/getting-started/authentication' },
    { file: 'docs/webhooks/index.md', route: '/docs/webhooks/' },
  ],
  'synthetic 10,000 pages': [0, 4321, 9876].map((index) => {
    const slug = `section-${String(Math.floor(index / 100)).padStart(3, '0')}/page-${String(index).padStart(5, '0')}`;
    return { file: `docs/${slug}.md`, route: `/docs/${slug}` };
  }),
};

/** The JavaScript and CSS budget pages of our site: the home page, a guide and an API operation. */
async function measureOurPages(out: string) {
  const pages = [
    ['home', 'index.html'],
    ['guide (quickstart)', 'docs/getting-started/quickstart-signing.html'],
    ['API operation (create signing)', 'docs/api/signings/create-signing.html'],
  ] as const;
  return Promise.all(pages.map(async ([label, page]) => ({ label, ...(await measurePageWeight(out, page)) })));
}

function outDirOf(site: Site): string {
  return path.join(WORK, `out-${site.name.replace(/\W+/g, '-')}`);
}

async function prepareCorpus(corpus: string, runs: number): Promise<Site> {
  const dir = path.join(WORK, 'corpus');
  await rm(dir, { recursive: true, force: true });
  await cp(corpus, path.join(dir, 'content/docs'), { recursive: true });
  const config = path.join(dir, 'docs.config.ts');
  // The corpus links to its original sites' pages and images, which it does not include: report, don't fail.
  await writeFile(
    config,
    `export default ${JSON.stringify({ title: 'Corpus', templates: path.join(REPOSITORY, 'templates'), onBrokenLinks: 'warn' })};\n`,
  );
  return { name: 'real Markdown (231 pages)', dir, config, runs };
}

/** A description as large as the largest public ones: 3,000 operations in 20 tags, beside a few pages. */
const API_SCALE_SITE = 'synthetic 3,000 operations';

async function prepareApiScale(runs: number): Promise<Site> {
  const dir = path.join(WORK, 'api-scale');
  await generateSyntheticSite(dir, { pages: 20, operations: 3_000, tags: 20, templates: path.join(REPOSITORY, 'templates') });
  return { name: API_SCALE_SITE, dir, config: path.join(dir, 'docs.config.ts'), runs };
}

async function prepareSynthetic(pages: number, runs: number): Promise<Site> {
  const dir = path.join(WORK, `synthetic-${pages}`);
  await generateSyntheticSite(dir, { pages, templates: path.join(REPOSITORY, 'templates') });
  return { name: `synthetic ${pages.toLocaleString('en')} pages`, dir, config: path.join(dir, 'docs.config.ts'), runs };
}

async function measure(site: Site): Promise<{ seconds: number; maxRssMb: number; stages: Record<string, number> }> {
  const result = await runMeasuredBuild({ config: site.config, out: outDirOf(site), cwd: site.dir });
  if (result.exitCode !== 0) throw new Error(`build of ${site.name} failed:\n${result.errors}`);
  return result;
}

/** Pages written: the canonical `index.html` files (each page also has a `.html` twin). */
async function countPages(out: string): Promise<number> {
  const files = await readdir(out, { recursive: true });
  return files.filter((file) => file.endsWith('index.html')).length + (existsSync(path.join(out, '404.html')) ? 1 : 0);
}

await main();

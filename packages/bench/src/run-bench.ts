// `pnpm bench`: cold builds of our site, the real-Markdown corpus at 231, 2,000 and 10,000 pages (each
// alternated with Hugo's build of the same pages), synthetic sites and descriptions, each in a fresh
// process; prints median (min–max) times, the ratio to Hugo, peak memory and the targets' verdicts.
import { cp, chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, median, type SiteResult } from './format-report.js';
import { formatPageWeights, measurePageWeight } from './measure-page-weight.js';
import { formatSearch, measureSearch } from './measure-search.js';
import { formatReload, measureReload } from './measure-reload.js';
import { formatPublish, measurePublish } from './measure-publish.js';
import { runMeasuredBuild } from './run-measured-build.js';
import { formatCachedBuilds, measureCachedBuilds } from './measure-cached-builds.js';
import { formatApiScale, measureApiScale, measureOperationPages } from './measure-api-scale.js';
import { formatDevServer } from './measure-dev-server.js';
import { formatNestingGuard, measureNestingGuard } from './measure-nesting-guard.js';
import { formatUnclosedLinks, measureUnclosedLinks } from './measure-unclosed-links.js';
import { formatDescriptionPages, measureDescriptionPages, type DescriptionPages } from './measure-description-pages.js';
import { formatPublicDescriptions, measurePublicDescriptions } from './measure-public-descriptions.js';
import { API_SCALE_SITE, BROKEN_LINKS_SITE, listBenchSites, RICH_API_SITE, type BenchSite } from './list-bench-sites.js';
import { ensureHugo, type HugoSetup } from './ensure-hugo.js';
import { runHugoBuild } from './run-hugo-build.js';
import { formatComparison, type BuildSample, type Comparison } from './format-comparison.js';
import { formatHelp, measureHelp } from './measure-help.js';
import { buildTargets, type BrokenLinksMeasurement, type CachedBuildsResult, type ParallelMeasurement } from './build-targets.js';
import { formatTargets } from './format-targets.js';
import { formatVersions, measureVersions, versionsWarmRatio } from './measure-versions.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WORK = path.join(os.tmpdir(), 'docs-bench');
const HELP = 'docs --help';
const OUR_SITE = 'our site';
/** The OpenAPI Initiative's example descriptions, whose largest operation pages the bench reports. */
const EXAMPLE_DESCRIPTIONS = 'OpenAPI Initiative examples';
const VERSIONS = 'docs versions';
/** Large descriptions of public APIs, fetched from npm. */
const PUBLIC_DESCRIPTIONS = 'public descriptions';

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  // Any part of a name, in any case: `--only=hugo` picks the corpora built by Hugo too.
  const selected = (name: string) => !only || name.toLowerCase().includes(only.toLowerCase());
  await mkdir(WORK, { recursive: true });
  const corpus = process.env['DOCS_BENCH_CORPUS'] ?? path.resolve(REPOSITORY, '../shared/corpus/real-markdown');
  const sites: BenchSite[] = [];
  for (const candidate of listBenchSites({ repository: REPOSITORY, work: WORK, corpus }).filter((c) => selected(c.name))) sites.push(await candidate.prepare());
  const hugo = sites.some((site) => site.hugoContent) ? await setUpHugo() : undefined;

  const results: SiteResult[] = [];
  const comparisons: Comparison[] = [];
  let brokenLinks: BrokenLinksMeasurement | undefined;
  for (const site of sites) {
    const compared = site.hugoContent !== undefined && hugo?.setup.available === true;
    process.stderr.write(`building ${site.name} ×${runs}${compared ? ', alternating with Hugo' : ''} `);
    const samples: Awaited<ReturnType<typeof measure>>[] = [];
    const hugoSamples: BuildSample[] = [];
    let hugoNote = hugo && !hugo.setup.available ? hugo.setup.reason : undefined;
    // Ours, Hugo, ours, Hugo…: drift on a shared machine then falls on both alike.
    for (let run = 0; run < runs; run++) {
      samples.push(await measure(site));
      process.stderr.write('.');
      if (compared && !hugoNote) {
        const build = await runHugoBuild({ source: hugo.source, content: site.hugoContent!, out: path.join(WORK, `hugo-out-${slug(site.name)}`), cache: path.join(WORK, 'hugo-cache') });
        if (build.exitCode === 0) hugoSamples.push(build);
        else hugoNote = `its build failed (exit ${build.exitCode}): ${build.errors.trim().split('\n')[0]}`;
        process.stderr.write('h');
      }
    }
    process.stderr.write('\n');
    results.push({ name: site.name, pages: await countPages(outDirOf(site)), samples });
    if (site.hugoContent) comparisons.push({ name: site.name, pages: site.contentPages!, ours: samples, hugo: hugoSamples, ...(hugoNote ? { hugoNote } : {}) });
    if (site.brokenLinks !== undefined) {
      const reported = median(samples.map((s) => (s.diagnostics['BrokenLink'] ?? 0) + (s.diagnostics['BrokenAnchor'] ?? 0)));
      brokenLinks = { links: site.brokenLinks, reported, checkMs: samples.map((s) => s.stages['check'] ?? 0) };
    }
  }
  // The build cache, on the corpora Hugo builds too and on the large description.
  const cached: CachedBuildsResult[] = [];
  for (const site of sites.filter((site) => site.hugoContent !== undefined || site.name === RICH_API_SITE)) {
    process.stderr.write(`building ${site.name} with the build cache ×${runs} `);
    const devServer = site.hugoContent !== undefined ? { devServer: { docs: path.join(REPOSITORY, 'bin/docs') } } : {};
    const measurement = await measureCachedBuilds(site, { work: WORK, templates: path.join(REPOSITORY, 'templates'), out: outDirOf(site), runs, ...devServer });
    process.stderr.write('\n');
    const comparison = comparisons.find((c) => c.name === site.name);
    const hugoSeconds = comparison?.hugo.length ? median(comparison.hugo.map((sample) => sample.seconds)) : undefined;
    cached.push({ measurement, ...(comparison ? { pages: comparison.pages } : {}), ...(hugoSeconds ? { hugoSeconds } : {}), richApi: site.name === RICH_API_SITE });
  }
  const parallel = await measureParallelSpeedup(sites.find((site) => site.contentPages === 2_000), runs);
  if (results.length > 0) console.log(formatReport(results, { cpus: os.cpus().length, node: process.version }));
  if (comparisons.length > 0) console.log(`\n${formatComparison(comparisons, hugo?.setup.available ? `Hugo ${hugo.setup.version}` : undefined)}`);
  if (cached.length > 0) console.log(`\n${formatCachedBuilds(cached.map((c) => c.measurement), (name) => cached.find((c) => c.measurement.site === name)?.hugoSeconds)}`);
  const devServers = cached.flatMap((c) => (c.measurement.dev ? [c.measurement.dev] : []));
  if (devServers.length > 0) console.log(`\n${formatDevServer(devServers)}`);
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
  const publicDescriptions = selected(PUBLIC_DESCRIPTIONS) ? await measurePublicDescriptions({ work: WORK, templates: path.join(REPOSITORY, 'templates') }) : undefined;
  if (publicDescriptions) console.log(`\n${formatPublicDescriptions(publicDescriptions)}`);
  const descriptionPages = await measureLargestOperationPages(sites, selected(EXAMPLE_DESCRIPTIONS));
  if (descriptionPages.length > 0) console.log(`\n${formatDescriptionPages(descriptionPages)}`);
  const nestingGuard = selected('nesting guard') ? await measureNestingGuard(path.join(WORK, 'nesting-guard'), { runs, templates: path.join(REPOSITORY, 'templates') }) : undefined;
  if (nestingGuard) console.log(`\n${formatNestingGuard(nestingGuard)}`);
  const unclosedLinks = selected('unclosed links') ? await measureUnclosedLinks(path.join(WORK, 'unclosed-links'), { runs, templates: path.join(REPOSITORY, 'templates') }) : undefined;
  if (unclosedLinks) console.log(formatUnclosedLinks(unclosedLinks));
  const help = selected(HELP) ? await measureHelp(path.join(REPOSITORY, 'bin/docs')) : undefined;
  if (help) console.log(`\n${formatHelp(help)}`);
  const publish = !only || only === 'publish' ? await measurePublish() : undefined;
  if (publish) console.log(`\n${formatPublish(publish)}`);
  const versions = selected(VERSIONS) ? await measureVersions(REPOSITORY, { work: WORK, runs }) : undefined;
  if (versions) console.log(`\n${formatVersions(versions)}`);
  const richApiSite = sites.find((site) => site.name === RICH_API_SITE);
  const richApiPages = richApiSite ? await measureOperationPages(outDirOf(richApiSite)) : undefined;
  const targets = buildTargets({
    comparisons,
    ourSite: results.find((result) => result.name === 'our site'),
    richApi: results.find((result) => result.name === RICH_API_SITE),
    ...(richApiPages ? { richApiLargestPageKb: richApiPages.largest, richApiLargestPageGzipKb: richApiPages.largestGzip } : {}),
    ...(ourSite ? { ourCreateSigningKb: (await stat(path.join(outDirOf(ourSite), 'docs/api/signings/create-signing.html'))).size / 1024 } : {}),
    help,
    brokenLinks,
    ...(parallel ? { parallel } : {}),
    cached,
    ...(versions ? { versionsWarmRatio: versionsWarmRatio(versions) } : {}),
    search,
    ...(publicDescriptions && 'builds' in publicDescriptions ? { publicDescriptions: publicDescriptions.builds } : {}),
  });
  if (targets.length > 0) console.log(`\n${formatTargets(targets)}`);
  await mkdir(path.join(REPOSITORY, '.bench'), { recursive: true });
  const report = { builds: results, hugo: hugo?.setup, comparisons, cached: cached.map((c) => c.measurement), targets, help, brokenLinks, pageWeights, search, reload, apiScale: apiScaleResult, descriptionPages, publicDescriptions, nestingGuard, unclosedLinks, publish, versions };
  await writeFile(path.join(REPOSITORY, '.bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * Installs Hugo when it is missing and copies the shared reference site into the work folder: Hugo
 * writes into its source folder (a lock file, generated resources), and the shared folder is read-only.
 */
async function setUpHugo(): Promise<{ setup: HugoSetup; source: string }> {
  const source = path.join(WORK, 'hugo-site');
  const shared = path.resolve(REPOSITORY, '../shared/bench/hugo-site');
  const setup: HugoSetup = existsSync(shared)
    ? await ensureHugo((line) => process.stderr.write(`${line}\n`))
    : { available: false, reason: `the reference site ${path.relative(REPOSITORY, shared)} is missing` };
  if (!setup.available) {
    process.stderr.write(`Hugo is left out of this run: ${setup.reason}\n`);
    return { setup, source };
  }
  await rm(source, { recursive: true, force: true });
  await cp(shared, source, { recursive: true, filter: (file) => path.basename(file) !== '.hugo_build.lock' });
  // The copy keeps the shared folder's read-only mode; Hugo must be able to write its lock file beside its config.
  await chmod(source, 0o755);
  return { setup, source };
}

/**
 * The largest operation page of every description built in this run (ours and the synthetic ones) and,
 * when selected, of each of the OpenAPI Initiative's examples, built alone.
 */
async function measureLargestOperationPages(sites: readonly BenchSite[], withExamples: boolean): Promise<DescriptionPages[]> {
  const rows: DescriptionPages[] = [];
  for (const site of sites.filter((built) => [OUR_SITE, RICH_API_SITE, API_SCALE_SITE].includes(built.name))) rows.push({ description: site.name, ...(await measureOperationPages(outDirOf(site))) });
  const examples = path.resolve(REPOSITORY, '../shared/specs/oai-examples');
  if (withExamples && existsSync(examples)) rows.push(...(await measureDescriptionPages({ repository: REPOSITORY, work: WORK, folder: examples })));
  return rows;
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

const slug = (name: string) => name.replace(/\W+/g, '-');

/**
 * The same corpus built on every core and on the main thread only (`--workers 0`), alternately
 * (pool, one thread, two one-thread builds at once, pool, …) so that drift on a shared machine falls on
 * all alike: the whole build's speedup from the worker pool, for the 1.8× target on 2 cores, and how
 * much two threads of this work can gain on this machine at all.
 */
async function measureParallelSpeedup(site: BenchSite | undefined, runs: number): Promise<ParallelMeasurement | undefined> {
  if (!site) return undefined;
  process.stderr.write(`building ${site.name} ×${runs} on every core, alternating with one thread `);
  const parallelSeconds: number[] = [];
  const singleThreadSeconds: number[] = [];
  const twoAtOnceSeconds: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const [args, seconds] of [[[], parallelSeconds], [['--workers', '0'], singleThreadSeconds]] as const) {
      await rm(outDirOf(site), { recursive: true, force: true });
      const result = await runMeasuredBuild({ config: site.config, out: outDirOf(site), cwd: site.dir, args: [...args] });
      if (result.exitCode !== 0) throw new Error(`build of ${site.name} with ${args.join(' ') || 'the worker pool'} failed:\n${result.errors}`);
      seconds.push(result.seconds);
      process.stderr.write('.');
    }
    twoAtOnceSeconds.push(await buildTwoAtOnce(site));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return { pages: site.contentPages!, parallelSeconds, singleThreadSeconds, twoAtOnceSeconds };
}

/** Seconds until two one-thread builds of the site, started together into two folders, both finished. */
async function buildTwoAtOnce(site: BenchSite): Promise<number> {
  const outs = [outDirOf(site), `${outDirOf(site)}-twin`];
  await Promise.all(outs.map((out) => rm(out, { recursive: true, force: true })));
  const started = performance.now();
  const results = await Promise.all(outs.map((out) => runMeasuredBuild({ config: site.config, out, cwd: site.dir, args: ['--workers', '0'] })));
  const seconds = (performance.now() - started) / 1000;
  const failed = results.find((result) => result.exitCode !== 0);
  if (failed) throw new Error(`two one-thread builds of ${site.name} at once failed:\n${failed.errors}`);
  await rm(outs[1]!, { recursive: true, force: true });
  return seconds;
}

function outDirOf(site: BenchSite): string {
  return path.join(WORK, `out-${slug(site.name)}`);
}

async function measure(site: BenchSite) {
  // Cold, as Hugo's builds are: no output left from the previous run, and no build cache.
  await rm(outDirOf(site), { recursive: true, force: true });
  await rm(path.join(site.dir, 'node_modules/.cache/docs'), { recursive: true, force: true });
  const result = await runMeasuredBuild({ config: site.config, out: outDirOf(site), cwd: site.dir, reportWarnings: site.brokenLinks !== undefined });
  if (result.exitCode !== 0) throw new Error(`build of ${site.name} failed:\n${result.errors}`);
  return result;
}

/** Pages written: the canonical `index.html` files (each page also has a `.html` twin). */
async function countPages(out: string): Promise<number> {
  const files = await readdir(out, { recursive: true });
  return files.filter((file) => file.endsWith('index.html')).length + (existsSync(path.join(out, '404.html')) ? 1 : 0);
}

await main();

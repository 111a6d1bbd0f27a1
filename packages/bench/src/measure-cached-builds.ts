import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './format-report.js';
import { formatTable } from './format-table.js';
import type { BenchSite } from './list-bench-sites.js';
import { runMeasuredBuild } from './run-measured-build.js';
import { measureDevServer, type DevServerMeasurement } from './measure-dev-server.js';

/** Builds of one site with the build cache, in new processes, after a first build filled it. */
export interface CachedBuildsMeasurement {
  site: string;
  /** Nothing changed since the last build. */
  warmSeconds: number[];
  /** One Markdown page edited since the last build. */
  pageEditedSeconds: number[];
  /** One template edited since the last build. */
  templateEditedSeconds: number[];
  cacheBytes: number;
  outputBytes: number;
  /** The highest peak memory of these builds, the first one (that fills the cache) included. */
  peakMb: number;
  /** `docs dev` started on the cache the last build left, when asked for. */
  dev?: DevServerMeasurement;
}

/** The line a page gets appended (and loses again), so each build finds one page changed. */
const PAGE_EDIT = '\n\nEdited for the benchmark.\n';

/**
 * Measures `runs` builds of each kind on the site, with a cache of its own and a copy of the templates
 * (so that editing one never touches the repository's): warm, one page edited, one template edited.
 */
export async function measureCachedBuilds(
  site: BenchSite,
  options: { work: string; templates: string; out: string; runs: number; /** The `docs` command, to measure `docs dev` too. */ devServer?: { docs: string } },
): Promise<CachedBuildsMeasurement> {
  const slug = path.basename(site.dir);
  const cacheDir = path.join(options.work, `cache-${slug}`);
  const templates = path.join(options.work, `templates-${slug}`);
  await rm(cacheDir, { recursive: true, force: true });
  await rm(templates, { recursive: true, force: true });
  await cp(options.templates, templates, { recursive: true });
  const config = path.join(site.dir, 'docs.config.cached-bench.ts');
  await writeFile(config, `import site from ${JSON.stringify(`./${path.basename(site.config)}`)};\nexport default { ...site, templates: ${JSON.stringify(templates)} };\n`);
  const measured: CachedBuildsMeasurement = { site: site.name, warmSeconds: [], pageEditedSeconds: [], templateEditedSeconds: [], cacheBytes: 0, outputBytes: 0, peakMb: 0 };
  const build = async () => {
    const result = await runMeasuredBuild({ config, out: options.out, cwd: site.dir, args: ['--cache-dir', cacheDir] });
    if (result.exitCode !== 0) throw new Error(`cached build of ${site.name} failed:\n${result.errors}`);
    measured.peakMb = Math.max(measured.peakMb, result.maxRssMb);
    return result.seconds;
  };
  const page = await firstPage(path.join(site.dir, 'content'));
  const original = await readFile(page, 'utf8');
  const document = path.join(templates, 'Document.tsx');
  const template = await readFile(document, 'utf8');
  try {
    // The build that fills the cache starts from no output either, as a first build in CI does: it
    // makes every page and the whole search index, and is the one whose memory peaks highest.
    await rm(options.out, { recursive: true, force: true });
    await build();
    for (let run = 0; run < options.runs; run++) {
      measured.warmSeconds.push(await build());
      await writeFile(page, run % 2 === 0 ? `${original}${PAGE_EDIT}` : original);
      measured.pageEditedSeconds.push(await build());
      await writeFile(document, template.replace('Skip to main content', `Skip to main content (edit ${run + 1})`));
      measured.templateEditedSeconds.push(await build());
    }
    if (options.devServer) {
      measured.dev = await measureDevServer({ site: site.name, docs: options.devServer.docs, cwd: site.dir, config, cacheDir, page });
    }
  } finally {
    await writeFile(page, original);
    await rm(config, { force: true });
  }
  measured.cacheBytes = await sizeOf(cacheDir);
  measured.outputBytes = await sizeOf(options.out);
  await rm(templates, { recursive: true, force: true });
  return measured;
}

/** The first Markdown page of a content folder, in path order. */
async function firstPage(content: string): Promise<string> {
  const pages = (await readdir(content, { recursive: true })).map(String).filter((name) => name.endsWith('.md')).sort();
  if (!pages[0]) throw new Error(`${content} has no Markdown page to edit`);
  return path.join(content, pages[0]);
}

async function sizeOf(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => stat(path.join(entry.parentPath, entry.name)).then((s) => s.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (values: readonly number[]) => `${median(values).toFixed(2)} s`;

/** The build cache table of the benchmark report, with Hugo's cold build of the same pages when there is one. */
export function formatCachedBuilds(measurements: readonly CachedBuildsMeasurement[], hugoSeconds: (site: string) => number | undefined): string {
  const versus = (values: readonly number[], site: string) => {
    const hugo = hugoSeconds(site);
    return hugo ? `${seconds(values)} (${(median(values) / hugo).toFixed(2)}×)` : seconds(values);
  };
  const rows = measurements.map((m) => {
    const hugo = hugoSeconds(m.site);
    return [
      m.site,
      hugo ? `${hugo.toFixed(2)} s` : '–',
      versus(m.warmSeconds, m.site),
      versus(m.pageEditedSeconds, m.site),
      versus(m.templateEditedSeconds, m.site),
      `${mb(m.cacheBytes)} / ${mb(m.outputBytes)}`,
      `${m.peakMb.toFixed(0)} MB`,
    ];
  });
  return formatTable(
    'Build cache: new processes, after a build that filled it (medians; in brackets, the ratio to Hugo\'s cold build)',
    ['site', 'Hugo cold', 'warm, nothing changed', 'one page edited', 'one template edited', 'cache / output', 'peak memory'],
    rows,
  );
}

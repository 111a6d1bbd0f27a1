import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './format-report.js';
import { formatTable } from './format-table.js';
import { runMeasuredBuild } from './run-measured-build.js';

/** Builds of this site with its two docs versions, and of its latest docs alone, each cold and warm. */
export interface VersionsMeasurement {
  bothColdSeconds: number[];
  bothWarmSeconds: number[];
  latestColdSeconds: number[];
  latestWarmSeconds: number[];
}

/**
 * This site as it is (latest and v1) against a copy of it without its frozen version, in new processes,
 * alternately: cold (no cache), and warm (a cache the first build of each filled, nothing changed). A frozen
 * version should cost a warm build next to nothing.
 */
export async function measureVersions(repository: string, options: { work: string; runs: number }): Promise<VersionsMeasurement> {
  const latestOnly = path.join(options.work, 'latest-only');
  await rm(latestOnly, { recursive: true, force: true });
  await mkdir(latestOnly, { recursive: true });
  for (const part of ['content', 'spec']) {
    const from = path.join(repository, part);
    await cp(from, path.join(latestOnly, part), { recursive: true, filter: (source) => path.relative(from, source).split(path.sep)[0] !== 'versions' });
  }
  // The repository's config, its templates where they are, its content and description from the copy,
  // whose links to v1 lead nowhere (reported as warnings, which cost the check what errors would).
  const config = path.join(latestOnly, 'docs.config.ts');
  await writeFile(config, `import site from ${JSON.stringify(path.join(repository, 'docs.config.ts'))};\nexport default { ...site, templates: ${JSON.stringify(path.join(repository, 'templates'))}, onBrokenLinks: 'warn' };\n`);
  const sites = [
    { dir: repository, config: path.join(repository, 'docs.config.ts') },
    { dir: latestOnly, config },
  ];
  const measured: VersionsMeasurement = { bothColdSeconds: [], bothWarmSeconds: [], latestColdSeconds: [], latestWarmSeconds: [] };
  const build = async (index: number, warm: boolean) => {
    const site = sites[index]!;
    const cacheDir = path.join(options.work, `versions-cache-${index}`);
    // Cold builds write elsewhere: one into the warm builds' folder would leave a warm build output to put back.
    const out = path.join(options.work, `versions-out-${index}${warm ? '' : '-cold'}`);
    const result = await runMeasuredBuild({ config: site.config, out, cwd: site.dir, ...(warm ? { args: ['--cache-dir', cacheDir] } : {}) });
    if (result.exitCode !== 0) throw new Error(`the versions build failed:\n${result.errors}`);
    return result.seconds;
  };
  for (const index of [0, 1]) {
    await rm(path.join(options.work, `versions-cache-${index}`), { recursive: true, force: true });
    await build(index, true);
  }
  for (let run = 0; run < options.runs; run++) {
    measured.bothColdSeconds.push(await build(0, false));
    measured.latestColdSeconds.push(await build(1, false));
    measured.bothWarmSeconds.push(await build(0, true));
    measured.latestWarmSeconds.push(await build(1, true));
  }
  await rm(latestOnly, { recursive: true, force: true });
  return measured;
}

/** The warm build with every version over the warm build of the latest alone. */
export function versionsWarmRatio(measured: VersionsMeasurement): number {
  return median(measured.bothWarmSeconds) / median(measured.latestWarmSeconds);
}

export function formatVersions(measured: VersionsMeasurement): string {
  const s = (values: readonly number[]) => `${median(values).toFixed(2)} s`;
  return formatTable(
    'Docs versions: this site with v1 beside the latest, and its latest alone (new processes, alternately; medians)',
    ['build', 'latest and v1', 'latest alone', 'ratio'],
    [
      ['cold (no cache)', s(measured.bothColdSeconds), s(measured.latestColdSeconds), `${(median(measured.bothColdSeconds) / median(measured.latestColdSeconds)).toFixed(2)}×`],
      ['warm (nothing changed)', s(measured.bothWarmSeconds), s(measured.latestWarmSeconds), `${versionsWarmRatio(measured).toFixed(2)}×`],
    ],
  );
}

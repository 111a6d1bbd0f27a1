import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './format-report.js';
import { runMeasuredBuild, type MeasuredBuild } from './run-measured-build.js';

/** Whole `docs build` runs of a hostile site, median and slowest, in seconds. */
export interface HostileSiteTimes {
  seconds: { median: number; max: number };
  runs: number;
}

/**
 * Writes a site of these pages (paths under `content/docs/`), builds it in a new process each run, and
 * times the builds; `check` throws when a build did not end as the hostile page should make it end.
 */
export async function timeHostileSite(
  dir: string,
  options: { runs: number; templates: string; title: string; pages: Record<string, string>; check: (result: MeasuredBuild) => void },
): Promise<HostileSiteTimes> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  for (const [name, text] of Object.entries(options.pages)) await writeFile(path.join(dir, 'content/docs', name), text);
  await writeFile(path.join(dir, 'docs.config.ts'), `export default ${JSON.stringify({ title: options.title, url: 'https://bench.example', templates: options.templates })};\n`);
  const seconds: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const result = await runMeasuredBuild({ config: path.join(dir, 'docs.config.ts'), out: path.join(dir, 'out'), cwd: dir });
    options.check(result);
    seconds.push(result.seconds);
  }
  return { seconds: { median: median(seconds), max: Math.max(...seconds) }, runs: seconds.length };
}

import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './format-report.js';
import { runMeasuredBuild } from './run-measured-build.js';

export interface UnclosedLinksMeasurement {
  links: number;
  /** Whole `docs build` runs of the page, median and slowest, in seconds. */
  seconds: { median: number; max: number };
  runs: number;
}

/** Unclosed links (`[a](`) in one paragraph; before the parser's data events were merged in one pass, 40,000 took 10 s, growing with their square. */
const LINKS = 40_000;

/** Builds a site with one page of a paragraph of 40,000 unclosed links, in a new process each run, and reports how long that takes. */
export async function measureUnclosedLinks(dir: string, options: { runs: number; templates: string }): Promise<UnclosedLinksMeasurement> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await writeFile(path.join(dir, 'content/docs/index.md'), `# Unclosed links\n\n${'[a]('.repeat(LINKS)}\n`);
  await writeFile(path.join(dir, 'docs.config.ts'), `export default ${JSON.stringify({ title: 'Unclosed links', url: 'https://bench.example', templates: options.templates })};\n`);
  const seconds: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const result = await runMeasuredBuild({ config: path.join(dir, 'docs.config.ts'), out: path.join(dir, 'out'), cwd: dir });
    if (result.exitCode !== 0) throw new Error(`the page of ${LINKS} unclosed links did not build (exit ${result.exitCode}):\n${result.errors}`);
    seconds.push(result.seconds);
  }
  return { links: LINKS, seconds: { median: median(seconds), max: Math.max(...seconds) }, runs: seconds.length };
}

export function formatUnclosedLinks(measurement: UnclosedLinksMeasurement): string {
  return `A paragraph of ${measurement.links.toLocaleString('en')} unclosed links ([a]() builds in ${measurement.seconds.median.toFixed(2)} s median, ${measurement.seconds.max.toFixed(2)} s slowest, whole build included (${measurement.runs} runs)`;
}

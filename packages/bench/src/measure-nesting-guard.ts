import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median } from './format-report.js';
import { runMeasuredBuild } from './run-measured-build.js';

export interface NestingGuardMeasurement {
  depth: number;
  /** Whole `docs build` runs that stopped on the page, median and slowest, in seconds. */
  seconds: { median: number; max: number };
  runs: number;
}

/** How deep the hostile page's list goes; before the guard, 1,000 levels took 46 s and 2,000 overflowed the stack after 300 s. */
const DEPTH = 2_000;

/**
 * Builds a site with one page whose list nests 2,000 levels deep, in a new process each run, and
 * checks the build refuses it (exit 1, NestingTooDeep); reports how long the refusal takes.
 */
export async function measureNestingGuard(dir: string, options: { runs: number; templates: string }): Promise<NestingGuardMeasurement> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  const list = Array.from({ length: DEPTH }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join('\n');
  await writeFile(path.join(dir, 'content/docs/index.md'), '# Overview\n\nA normal page.\n');
  await writeFile(path.join(dir, 'content/docs/deep.md'), `# Deep\n\n${list}\n`);
  await writeFile(path.join(dir, 'docs.config.ts'), `export default ${JSON.stringify({ title: 'Nesting guard', url: 'https://bench.example', templates: options.templates })};\n`);
  const seconds: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const result = await runMeasuredBuild({ config: path.join(dir, 'docs.config.ts'), out: path.join(dir, 'out'), cwd: dir });
    if (result.exitCode !== 1 || !result.errors.includes('NestingTooDeep')) {
      throw new Error(`the ${DEPTH}-level list was not refused as NestingTooDeep (exit ${result.exitCode}):\n${result.errors}`);
    }
    seconds.push(result.seconds);
  }
  return { depth: DEPTH, seconds: { median: median(seconds), max: Math.max(...seconds) }, runs: seconds.length };
}

export function formatNestingGuard(measurement: NestingGuardMeasurement): string {
  return `A page with a list nested ${measurement.depth.toLocaleString('en')} levels deep is refused (NestingTooDeep) in ${measurement.seconds.median.toFixed(2)} s median, ${measurement.seconds.max.toFixed(2)} s slowest, whole build included (${measurement.runs} runs)`;
}

import { timeHostileSite, type HostileSiteTimes } from './time-hostile-site.js';

export interface NestingGuardMeasurement extends HostileSiteTimes {
  depth: number;
}

/** How deep the hostile page's list goes; before the guard, 1,000 levels took 46 s and 2,000 overflowed the stack after 300 s. */
const DEPTH = 2_000;

/**
 * Builds a site with one page whose list nests 2,000 levels deep, in a new process each run, and
 * checks the build refuses it (exit 1, NestingTooDeep); reports how long the refusal takes.
 */
export async function measureNestingGuard(dir: string, options: { runs: number; templates: string }): Promise<NestingGuardMeasurement> {
  const list = Array.from({ length: DEPTH }, (_, level) => `${'  '.repeat(level)}- level ${level}`).join('\n');
  const times = await timeHostileSite(dir, {
    ...options,
    title: 'Nesting guard',
    pages: { 'index.md': '# Overview\n\nA normal page.\n', 'deep.md': `# Deep\n\n${list}\n` },
    check: (result) => {
      if (result.exitCode !== 1 || !result.errors.includes('NestingTooDeep')) throw new Error(`the ${DEPTH}-level list was not refused as NestingTooDeep (exit ${result.exitCode}):\n${result.errors}`);
    },
  });
  return { depth: DEPTH, ...times };
}

export function formatNestingGuard(measurement: NestingGuardMeasurement): string {
  return `A page with a list nested ${measurement.depth.toLocaleString('en')} levels deep is refused (NestingTooDeep) in ${measurement.seconds.median.toFixed(2)} s median, ${measurement.seconds.max.toFixed(2)} s slowest, whole build included (${measurement.runs} runs)`;
}

import { timeHostileSite, type HostileSiteTimes } from './time-hostile-site.js';

export interface UnclosedLinksMeasurement extends HostileSiteTimes {
  links: number;
}

/** Unclosed links (`[a](`) in one paragraph; before the parser's data events were merged in one pass, 40,000 took 10 s, growing with their square. */
const LINKS = 40_000;

/** Builds a site with one page of a paragraph of 40,000 unclosed links, in a new process each run, and reports how long that takes. */
export async function measureUnclosedLinks(dir: string, options: { runs: number; templates: string }): Promise<UnclosedLinksMeasurement> {
  const times = await timeHostileSite(dir, {
    ...options,
    title: 'Unclosed links',
    pages: { 'index.md': `# Unclosed links\n\n${'[a]('.repeat(LINKS)}\n` },
    check: (result) => {
      if (result.exitCode !== 0) throw new Error(`the page of ${LINKS} unclosed links did not build (exit ${result.exitCode}):\n${result.errors}`);
    },
  });
  return { links: LINKS, ...times };
}

export function formatUnclosedLinks(measurement: UnclosedLinksMeasurement): string {
  return `A paragraph of ${measurement.links.toLocaleString('en')} unclosed links ([a]() builds in ${measurement.seconds.median.toFixed(2)} s median, ${measurement.seconds.max.toFixed(2)} s slowest, whole build included (${measurement.runs} runs)`;
}

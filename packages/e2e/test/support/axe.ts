import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** One element that breaks one rule, with what is needed to find and fix it. */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue | undefined;
  /** The page and the state it was in: `/search?q=signing (dark)`. */
  where: string;
  target: string;
  summary: string;
}

const GATED: ReadonlySet<ImpactValue | undefined> = new Set(['serious', 'critical']);
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

/**
 * Runs axe on the page as it is now and returns its serious and critical violations. The pages carry a
 * strict Content-Security-Policy that blocks an injected script tag; evaluating the source through the
 * browser's debugging protocol is not subject to it.
 */
export async function findAxeViolations(page: Page, where: string): Promise<AxeFinding[]> {
  axeSource ??= readFile(axeFile, 'utf8');
  // A drawer that has just opened can still be sliding in, or its links still hidden: judge the settled page.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // A full page load gives a fresh window; an open dialog or drawer keeps the copy already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const results: AxeResults = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({ resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => GATED.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact,
        where,
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n').slice(1).join(' ').trim() || violation.help,
      })),
    );
}

/** One line per finding, for a failure message that says what to fix and where. */
export function formatAxeFindings(findings: AxeFinding[]): string {
  if (findings.length === 0) return 'no serious or critical accessibility violations';
  const lines = findings.map((f) => `  ${f.rule} (${f.impact}) on ${f.where}: ${f.target} — ${f.summary}`);
  return `${findings.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

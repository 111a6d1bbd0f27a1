// Runs one `docs build` in this process and prints what it cost, for the benchmark to collect.
import { countDiagnostics } from './count-diagnostics.js';

process.env['NODE_ENV'] ??= 'production';

const { runCli } = await import('@docs/cli');
let errors = '';
// `--verbose` prints the time of each stage as "  <stage>  <ms> ms"; those lines are collected apart.
const stages: Record<string, number> = {};
const STAGE_LINE = /^ {2}(\w+)\s+(\d+) ms\n$/;
const exitCode = await runCli(['build', '--verbose', ...process.argv.slice(2)], {
  out: () => {},
  err: (text) => {
    const stage = STAGE_LINE.exec(text);
    if (stage) stages[stage[1]!] = Number(stage[2]);
    else errors += text;
  },
  cwd: process.cwd(),
  isTTY: false,
  color: false,
});
const usage = process.resourceUsage();
// Counted before the text is cut short.
const diagnostics = countDiagnostics(errors);
// CPU time counts every thread of this process (the render workers), not other processes it started.
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stdout.write(`${JSON.stringify({ exitCode, maxRssKb: usage.maxRSS, cpuSeconds, stages, diagnostics, errors: errors.slice(0, 2000) })}\n`);

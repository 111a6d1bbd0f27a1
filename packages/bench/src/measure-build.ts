// Runs one `docs build` in this process and prints what it cost, for the benchmark to collect.
process.env['NODE_ENV'] ??= 'production';

const { runCli } = await import('@docs/cli');
let errors = '';
const exitCode = await runCli(['build', '--quiet', ...process.argv.slice(2)], {
  out: () => {},
  err: (text) => void (errors += text),
  cwd: process.cwd(),
  isTTY: false,
});
const usage = process.resourceUsage();
process.stdout.write(`${JSON.stringify({ exitCode, maxRssKb: usage.maxRSS, errors: errors.slice(0, 2000) })}\n`);

import { describe, expect, it } from 'vitest';
import { docs, SITES } from './run-cli.js';

describe('docs --help', () => {
  it('lists the commands', async () => {
    const { code, out } = await docs(['--help'], SITES);
    expect(code).toBe(0);
    expect(out).toMatch(/build\s+\[options\]\s+build the static site/);
    expect(out).toMatch(/check\s+\[options\]\s+validate/);
  });

  it.each([
    ['build', ['--content <dir>', '--spec <file>', '--out <dir>', '--config <file>', '--lenient']],
    ['check', ['--content <dir>', '--spec <file>', '--config <file>']],
  ])('documents the options of docs %s', async (command, options) => {
    const { code, out } = await docs([command, '--help'], SITES);
    expect(code).toBe(0);
    for (const option of options) expect(out).toContain(option);
  });

  it('offers docs dev only the options it acts on: not --json or --verbose, which it would ignore', async () => {
    const { out } = await docs(['dev', '--help'], SITES);
    expect(out).toContain('--quiet');
    expect(out).not.toMatch(/--json|--verbose/);
    const { code, err } = await docs(['dev', '--json'], SITES);
    expect(code).toBe(1);
    expect(err).toContain("unknown option '--json'");
  });

  it('says its version and the Node.js that runs it', async () => {
    const { code, out } = await docs(['--version'], SITES);
    expect(code).toBe(0);
    expect(out).toBe(`docs 0.1.0 (Node.js ${process.version})\n`);
  });

  it('rejects an unknown command with a pointer to the help', async () => {
    const { code, err } = await docs(['biuld'], SITES);
    expect(code).toBe(1);
    expect(err).toContain('(Did you mean build?)');
  });
});

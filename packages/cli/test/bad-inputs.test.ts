import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { docs } from './run-cli.js';

/** The fixture cases live with the generator's tests; each is a small site and the `docs` command to run in it. */
const CASES = fileURLToPath(new URL('../../generator/test/fixtures/bad-inputs/', import.meta.url));

interface Case {
  why: string;
  args: string[];
  exitCode: number;
  /** Text that no page of the built site may contain (what a hostile input tried to inject). */
  absentFromPages?: string[];
  /** Text that some page of the built site must contain (what must survive the cleaning). */
  presentInPages?: string[];
  /** Files the built site must have, by their path in it. */
  filesInOutput?: string[];
}

/** The HTML of every page written into the output folder. */
async function readPages(out: string): Promise<string> {
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  return (await Promise.all(files.map((file) => readFile(path.join(out, file), 'utf8')))).join('\n');
}

const names = (await readdir(CASES, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('bad and odd inputs', () => {
  it.each(names)('%s', async (name) => {
    const dir = path.join(CASES, name);
    const spec = JSON.parse(await readFile(path.join(dir, 'case.json'), 'utf8')) as Case;
    const out = await mkdtemp(path.join(os.tmpdir(), 'docs-bad-input-'));
    temporary.push(out);
    const target = path.join(out, 'site');
    // Without the build cache, which would otherwise be written among the fixtures.
    const result = await docs([...spec.args.map((arg) => arg.replaceAll('$OUT', target)), '--no-cache'], dir);
    const printed = `${result.out}${result.err}`
      .replaceAll(path.relative(dir, target), '<out>')
      .replaceAll(target, '<out>')
      .replace(/in \d+\.\d\d s/g, 'in <time>');
    await expect(printed, spec.why).toMatchFileSnapshot(path.join(dir, 'expected-output.txt'));
    expect(result.code, spec.why).toBe(spec.exitCode);
    for (const file of spec.filesInOutput ?? []) expect(existsSync(path.join(target, file)), `the site must have ${file}`).toBe(true);
    if (spec.absentFromPages || spec.presentInPages) {
      const pages = await readPages(target);
      for (const text of spec.absentFromPages ?? []) expect(pages, `no page may contain ${text}`).not.toContain(text);
      for (const text of spec.presentInPages ?? []) expect(pages, `a page must contain ${text}`).toContain(text);
    }
  });
});

import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '@docs/cli';
import { generateBrokenLinksSite } from '../src/generate-broken-links-site.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('generateBrokenLinksSite', () => {
  it('writes exactly the asked number of links, half to missing pages and half to missing anchors, and its build reports each and exits 0', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'broken-links-'));
    const { links } = await generateBrokenLinksSite(dir, { links: 2_001, templates: path.join(REPOSITORY, 'templates') });
    expect(links).toBe(2_001);
    const docs = path.join(dir, 'content/docs');
    const texts = await Promise.all((await readdir(docs)).map((file) => readFile(path.join(docs, file), 'utf8')));
    const written = texts.flatMap((text) => [...text.matchAll(/\]\((\/[^)]+)\)/g)].map((match) => match[1]!));
    expect(written).toHaveLength(2_001);
    expect(written.filter((link) => link.includes('#'))).toHaveLength(1_000);

    let printed = '';
    const code = await runCli(['build', '--json', '--out', path.join(dir, 'out')], { out: (text) => void (printed += text), err: () => {}, cwd: dir, isTTY: false, color: false });
    expect(code).toBe(0);
    const diagnostics = JSON.parse(printed) as { code: string; severity: string }[];
    expect(diagnostics.filter((d) => d.code === 'BrokenLink')).toHaveLength(1_001);
    expect(diagnostics.filter((d) => d.code === 'BrokenAnchor')).toHaveLength(1_000);
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  }, 60_000);
});

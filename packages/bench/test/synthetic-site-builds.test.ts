import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '@docs/cli';
import { generateSyntheticSite } from '../src/generate-synthetic-site.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('a synthetic site large enough to render on worker threads, with many API operations', () => {
  it('builds with every cross-link and anchor resolving', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'synthetic-build-'));
    await generateSyntheticSite(dir, { pages: 150, sectionSize: 40, templates: path.join(REPOSITORY, 'templates') });
    let err = '';
    const code = await runCli(['build', '--out', path.join(dir, 'out')], { out: () => {}, err: (t) => void (err += t), cwd: dir, isTTY: false, color: false });
    // 150 guides, the overview, home, search and not-found pages, and 200 API operation pages.
    expect(err).toContain('✔ Built 355 pages');
    expect(code).toBe(0);
    const page = await readFile(path.join(dir, 'out/docs/section-001/page-00045.html'), 'utf8');
    expect(page).toContain('<h2 id="see-also">');
    expect(page).toContain('class="hljs');
    expect(await readFile(path.join(dir, 'out/docs/api/signing/get-signings.html'), 'utf8')).toContain('class="code-tabs code-samples"');
  }, 60_000);
});

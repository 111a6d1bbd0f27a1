import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-content.js';
import { buildContentEntries } from '../../src/model/build-content-entries.js';

describe('loadContent', () => {
  it('drops the byte-order mark a Windows editor writes, so the front matter still counts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'load-content-'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(path.join(dir, 'docs/guide.md'), '\ufeff---\ntitle: From the front matter\n---\n\nBody\n');
    const { pages } = await loadContent(dir, dir);
    expect(pages[0]?.head.frontMatter.diagnostics).toEqual([]);
    expect(buildContentEntries(pages).entries[0]).toMatchObject({ title: 'From the front matter', path: '/docs/guide' });
  });
});

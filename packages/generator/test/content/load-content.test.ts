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

  it("reads a folder's category from its _category_.yml or _category_.json", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'load-content-'));
    for (const [file, text] of Object.entries({
      'docs/guides/_category_.yml': 'label: Guides (from YAML)\nposition: 2\n',
      'docs/guides/intro.md': '# Intro\n',
      'docs/setup/_category_.yaml': 'label: Setting up\n',
      'docs/setup/index.md': '# Setup\n',
      'docs/api/_category_.json': '{"label": "API", "position": 3}',
      'docs/api/intro.md': '# API\n',
    })) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    const { categories, diagnostics } = await loadContent(dir, dir);
    expect(diagnostics).toEqual([]);
    expect(Object.fromEntries(categories)).toEqual({ 'docs/guides': { label: 'Guides (from YAML)', position: 2 }, 'docs/setup': { label: 'Setting up' }, 'docs/api': { label: 'API', position: 3 } });
  });

  it('reads one category file of a folder that has two, and warns of the other', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'load-content-'));
    await mkdir(path.join(dir, 'docs/guides'), { recursive: true });
    await writeFile(path.join(dir, 'docs/guides/_category_.json'), '{"label": "From JSON"}');
    await writeFile(path.join(dir, 'docs/guides/_category_.yml'), 'label: From YAML\n');
    await writeFile(path.join(dir, 'docs/guides/intro.md'), '# Intro\n');
    const { categories, diagnostics } = await loadContent(dir, dir);
    expect(categories.get('docs/guides')).toEqual({ label: 'From JSON' });
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.file])).toEqual([['CategoryFileTwice', 'warning', 'docs/guides/_category_.yml']]);
  });
});

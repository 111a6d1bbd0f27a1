import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { openArtifactCache } from '../../src/cache/artifact-cache.js';
import { loadTemplates } from '../../src/render/load-templates.js';

async function templatesFolder(index: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'templates-'));
  await mkdir(path.join(dir, 'templates'));
  await writeFile(path.join(dir, 'templates', 'index.tsx'), index);
  return dir;
}

describe('loadTemplates', () => {
  it('refuses an entry without a Document, compiled now or taken from the cache', async () => {
    const dir = await templatesFolder('export function Layout() { return null; }\n');
    for (let build = 0; build < 2; build++) {
      const { templates, diagnostics } = await loadTemplates(path.join(dir, 'templates'), dir, openArtifactCache(path.join(dir, 'cache')));
      expect(templates).toBeUndefined();
      expect(diagnostics).toMatchObject([{ code: 'TemplateCompileFailed', message: expect.stringContaining('does not export a `Document` component') }]);
    }
  });

  it('says there are no templates where a command run outside the site looks for them, and how to find them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'no-templates-'));
    const { diagnostics } = await loadTemplates(path.join(dir, 'templates'), dir);
    expect(diagnostics).toMatchObject([{ code: 'TemplatesNotFound', message: 'There are no templates: templates does not exist', hint: expect.stringContaining("Run docs in the site's folder") }]);
    await mkdir(path.join(dir, 'templates'));
    expect((await loadTemplates(path.join(dir, 'templates'), dir)).diagnostics[0]!.message).toBe('There are no templates: templates has no index.tsx');
  });

  it('gives the same Document from the cache as from a fresh compile', async () => {
    const dir = await templatesFolder('export function Document({ route }: { route: { path: string } }) { return <html><body>{route.path}</body></html>; }\n');
    const render = (Document: unknown) => renderToString(createElement(Document as (props: { route: { path: string } }) => null, { route: { path: '/docs/' } }));
    const fresh = await loadTemplates(path.join(dir, 'templates'), dir, openArtifactCache(path.join(dir, 'cache')));
    const cached = await loadTemplates(path.join(dir, 'templates'), dir, openArtifactCache(path.join(dir, 'cache')));
    expect(cached.diagnostics).toEqual([]);
    expect(render(cached.templates!.Document)).toBe(render(fresh.templates!.Document));
    expect(render(cached.templates!.Document)).toBe('<html><head></head><body>/docs/</body></html>');
  });
});

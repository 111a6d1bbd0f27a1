import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPublicFiles } from '../../src/content/list-public-files.js';

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'public-files-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

describe('listPublicFiles', () => {
  it("lists the templates' public files and the site's static files, the site's winning on the same path", async () => {
    const templates = await folderWith({ 'index.tsx': '', 'public/favicon.svg': 'templates', 'public/fonts/a.woff2': 'font' });
    const site = await folderWith({ 'favicon.svg': 'site', 'img/logo.png': 'logo', '.DS_Store': '' });
    const files = await listPublicFiles(templates, site);
    expect(files.map((file) => [file.path, 'sourcePath' in file ? path.relative(path.dirname(templates), file.sourcePath!) : ''])).toEqual([
      ['favicon.svg', path.join(path.basename(site), 'favicon.svg')],
      ['fonts/a.woff2', path.join(path.basename(templates), 'public/fonts/a.woff2')],
      ['img/logo.png', path.join(path.basename(site), 'img/logo.png')],
    ]);
  });

  it('is empty when neither folder exists', async () => {
    expect(await listPublicFiles('/no/such/templates', '/no/such/static')).toEqual([]);
  });
});

import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from './folder-with.js';
import { listPublicFiles } from '../../src/content/list-public-files.js';


describe('listPublicFiles', () => {
  it("lists the templates' public files and the site's static files, the site's winning on the same path", async () => {
    const templates = await folderWith({ 'index.tsx': '', 'public/favicon.svg': 'templates', 'public/fonts/a.woff2': 'font' });
    const site = await folderWith({ 'favicon.svg': 'site', 'img/logo.png': 'logo', '.DS_Store': '' });
    const { files } = await listPublicFiles(templates, site);
    expect(files.map((file) => [file.path, 'sourcePath' in file ? path.relative(path.dirname(templates), file.sourcePath!) : ''])).toEqual([
      ['favicon.svg', path.join(path.basename(site), 'favicon.svg')],
      ['fonts/a.woff2', path.join(path.basename(templates), 'public/fonts/a.woff2')],
      ['img/logo.png', path.join(path.basename(site), 'img/logo.png')],
    ]);
  });

  it('copies no file of a hidden folder, which may hold a secret, save the public .well-known folder', async () => {
    const templates = await folderWith({ 'public/favicon.svg': 'templates' });
    const site = await folderWith({
      '.git/config': '[remote "origin"]\n\turl = https://token@example.com/assets.git\n',
      '.aws/credentials': 'aws_secret_access_key=EXAMPLE',
      'img/.cache/thumb.png': 'thumb',
      '.env': 'SECRET=1',
      '.well-known/security.txt': 'Contact: mailto:security@example.com',
      '.well-known/.hidden': 'no',
      'img/logo.png': 'logo',
    });
    const { files } = await listPublicFiles(templates, site);
    expect(files.map((file) => file.path)).toEqual(['.well-known/security.txt', 'favicon.svg', 'img/logo.png']);
  });

  it('is empty when neither folder exists', async () => {
    expect(await listPublicFiles('/no/such/templates', '/no/such/static')).toEqual({ files: [], diagnostics: [] });
  });

  it('copies what a symbolic link leads to, file or folder, and says where a link leads nowhere', async () => {
    const templates = await folderWith({});
    const shared = await folderWith({ 'brand/logo.svg': 'logo', 'brand/nested/mark.svg': 'mark', 'openapi.yaml': 'spec' });
    const site = await folderWith({ 'robots.txt': 'robots' });
    await symlink(path.join(shared, 'openapi.yaml'), path.join(site, 'openapi.yaml'));
    await symlink(path.join(shared, 'brand'), path.join(site, 'brand'));
    await symlink(path.join(shared, 'gone.png'), path.join(site, 'gone.png'));
    // A link back to the folder it is in is not walked round and round.
    await symlink(site, path.join(site, 'loop'));
    const { files, diagnostics } = await listPublicFiles(templates, site, { cwd: site });
    expect(files.map((file) => [file.path, 'sourcePath' in file ? path.relative(site, file.sourcePath!) : ''])).toEqual([
      ['brand/logo.svg', 'brand/logo.svg'],
      ['brand/nested/mark.svg', path.join('brand', 'nested', 'mark.svg')],
      ['openapi.yaml', 'openapi.yaml'],
      ['robots.txt', 'robots.txt'],
    ]);
    expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.location?.file, diagnostic.message])).toEqual([
      ['BrokenSymlink', 'gone.png', expect.stringContaining(path.join(shared, 'gone.png'))],
    ]);
  });
});

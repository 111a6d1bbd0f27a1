import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { listLocalFiles } from '../src/index.js';

describe('listLocalFiles', () => {
  it('lists every file of the site with its MD5, but not the marker that says a build wrote the folder', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'publish-list-'));
    await mkdir(path.join(site, 'docs'));
    await writeFile(path.join(site, BUILD_MARKER), 'written by docs build\n');
    // What a build stopped while writing its marker left of it.
    await writeFile(path.join(site, `${BUILD_MARKER}.4242-abc123.tmp`), 'half a marker');
    await writeFile(path.join(site, 'index.html'), 'home');
    // A page may well be called like the marker deeper down; only the root's marker is the build's.
    await writeFile(path.join(site, 'docs', BUILD_MARKER), 'a page');
    const files = await listLocalFiles(site);
    expect(files.map((file) => file.key)).toEqual([`docs/${BUILD_MARKER}`, 'index.html']);
    expect(files[1]?.md5).toBe('106a6c241b8797f52e1e77317b96a201');
  });

  it('marks the files the marker says the author copied under names like the build\'s hashed assets', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'publish-list-copied-'));
    await mkdir(path.join(site, 'assets'));
    await writeFile(path.join(site, BUILD_MARKER), JSON.stringify({ files: {}, copiedLikeHashed: ['assets/jquery.datepicker.js'] }));
    await writeFile(path.join(site, 'assets/jquery.datepicker.js'), 'picker');
    await writeFile(path.join(site, 'assets/site.AbCdEf1234.css'), 'css');
    const files = await listLocalFiles(site);
    expect(files.map((file) => [file.key, file.copied])).toEqual([
      ['assets/jquery.datepicker.js', true],
      ['assets/site.AbCdEf1234.css', false],
    ]);
  });
});

import { rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from './folder-with.js';
import { listFolderFiles } from '../../src/content/list-folder-files.js';


const relativeTo = (dir: string, files: string[]) => files.map((file) => path.relative(dir, file).split(path.sep).join('/')).sort();

describe('listFolderFiles', () => {
  it('lists a linked file at the link, and a linked folder once, however many links lead to it', async () => {
    const dir = await folderWith({ 'site/a.md': '', 'shared/b.md': '', 'shared/deep/c.md': '', 'CHANGELOG.md': '' });
    await symlink(path.join(dir, 'CHANGELOG.md'), path.join(dir, 'site/changelog.md'));
    await symlink(path.join(dir, 'shared'), path.join(dir, 'site/one'));
    await symlink(path.join(dir, 'shared'), path.join(dir, 'site/two'));
    const listed = await listFolderFiles(path.join(dir, 'site'));
    expect(relativeTo(path.join(dir, 'site'), listed.files)).toEqual(['a.md', 'changelog.md', 'one/b.md', 'one/deep/c.md']);
  });

  it('ends, with each folder listed once, when links lead back up or across to each other', async () => {
    const dir = await folderWith({ 'site/a.md': '', 'site/p/x.md': '', 'site/q/y.md': '', 'site/r/z.md': '' });
    const site = path.join(dir, 'site');
    await symlink(site, path.join(site, 'up'));
    await symlink(path.join(site, 'p'), path.join(site, 'p', 'self'));
    // Folders that each link to the others: followed naively, the paths through them grow without end.
    for (const from of ['p', 'q', 'r']) for (const to of ['p', 'q', 'r']) if (from !== to) await symlink(path.join(site, to), path.join(site, from, `to-${to}`));
    const listed = await listFolderFiles(site);
    expect(listed.files.length).toBeLessThanOrEqual(10);
    expect(relativeTo(site, listed.files)).toEqual(expect.arrayContaining(['a.md', 'p/x.md', 'q/y.md', 'r/z.md']));
  });

  it('follows no link into the folder it is told to avoid, or to a folder holding it', async () => {
    const dir = await folderWith({ 'static/robots.txt': '', 'build/index.html': '' });
    await symlink(path.join(dir, 'build'), path.join(dir, 'static/mirror'));
    await symlink(dir, path.join(dir, 'static/project'));
    const listed = await listFolderFiles(path.join(dir, 'static'), [path.join(dir, 'build')]);
    expect(relativeTo(path.join(dir, 'static'), listed.files)).toEqual(['robots.txt']);
  });

  it('reports links to nothing, and links that lead round to themselves, and lists nothing for a missing folder', async () => {
    const dir = await folderWith({ 'a.md': '' });
    await symlink(path.join(dir, 'gone.md'), path.join(dir, 'dangling.md'));
    await symlink(path.join(dir, 'circle.md'), path.join(dir, 'circle.md'));
    const listed = await listFolderFiles(dir);
    expect(relativeTo(dir, listed.files)).toEqual(['a.md']);
    expect(listed.brokenLinks.map(({ link, target, loops }) => [path.basename(link), path.basename(target), loops])).toEqual([
      ['circle.md', 'circle.md', true],
      ['dangling.md', 'gone.md', false],
    ]);
    expect(await listFolderFiles(path.join(dir, 'missing'))).toEqual({ files: [], brokenLinks: [], linksIntoAvoided: [] });
    await rm(dir, { recursive: true, force: true });
  });
});

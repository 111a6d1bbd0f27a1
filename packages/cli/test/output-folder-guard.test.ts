import { createHash } from 'node:crypto';
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { docs, REPOSITORY, SITES } from './run-cli.js';
import { makeUnwritable } from './support/unwritable-folder.js';

/** Every file below a folder (hidden ones and `.git` included) with a hash of its contents. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(files.map(async (file) => [path.relative(dir, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const));
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A repository as a maintainer has it: `.git`, the config, content, static files, templates, the
 * description in its own folder, and a notes file and folder of their own.
 */
async function makeRepository(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docs-guard-'));
  await mkdir(path.join(root, '.git'));
  await writeFile(path.join(root, '.git/HEAD'), 'ref: refs/heads/main\n');
  await cp(path.join(SITES, 'basic/content'), path.join(root, 'content'), { recursive: true });
  await mkdir(path.join(root, 'spec'));
  await cp(path.join(SITES, 'basic/openapi.json'), path.join(root, 'spec/openapi.json'));
  await mkdir(path.join(root, 'static/img'), { recursive: true });
  await writeFile(path.join(root, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  await cp(path.join(REPOSITORY, 'templates'), path.join(root, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  // The copied templates import the workspace's packages, as the repository's own templates do.
  await symlink(path.join(REPOSITORY, 'templates/node_modules'), path.join(root, 'templates/node_modules'));
  await writeFile(path.join(root, 'docs.config.ts'), "export default { title: 'Guarded', spec: 'spec/openapi.json', navbar: { links: [] } };\n");
  await writeFile(path.join(root, 'notes.txt'), 'my notes\n');
  await mkdir(path.join(root, 'drafts'));
  await writeFile(path.join(root, 'drafts/idea.md'), '# An idea\n');
  return root;
}

describe('docs build never replaces what it does not own', () => {
  let root: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    root = await makeRepository();
    before = await fingerprint(root);
  });

  it.each([
    ['.', /it is the folder of the config file|it contains the content folder/],
    ['content', /it is the content folder/],
    ['static', /it is the static folder/],
    ['templates', /it is the templates folder/],
    ['spec', /it is the folder of the API description/],
    ['content/docs/out', /it lies inside the content folder/],
    ['static/site', /it lies inside the static folder/],
    ['spec/site', /it lies inside the folder of the API description/],
    ['..', /it contains/],
    ['notes.txt', /it is a file/],
  ])('refuses --out %s, with every file left as it was', async (out, reason) => {
    const result = await docs(['build', '--out', out, '--force'], root);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(reason);
    expect(result.err).toContain('UnsafeOutputFolder');
    expect(await fingerprint(root)).toEqual(before);
  });

  it('refuses the home folder, and a folder that holds it', async () => {
    const home = await mkdtemp(path.join(os.tmpdir(), 'docs-guard-home-'));
    await writeFile(path.join(home, '.profile'), 'export EDITOR=vi\n');
    const saved = process.env['HOME'];
    process.env['HOME'] = home;
    try {
      const result = await docs(['build', '--out', home, '--force'], root);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/it is your home folder/);
      const above = await docs(['build', '--out', path.dirname(home), '--force'], root);
      expect(above.code).toBe(1);
      expect(above.err).toMatch(/it contains (your home folder|the content folder)/);
    } finally {
      process.env['HOME'] = saved;
    }
    expect(await readdir(home)).toEqual(['.profile']);
    expect(await fingerprint(root)).toEqual(before);
  });

  it('refuses a non-empty folder an earlier build did not write, unless --force', async () => {
    const refused = await docs(['build', '--out', 'drafts'], root);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Refusing to replace drafts: it holds files that docs build did not write (idea.md)  OutputFolderNotOwned');
    expect(refused.err).toContain('pass --force');
    expect(await fingerprint(root)).toEqual(before);
  });

  it('builds into a new folder, leaves its marker, and replaces its own build next time', async () => {
    const first = await docs(['build', '--out', 'build'], root);
    expect(first.err).toContain('✔ Built');
    expect(first.code).toBe(0);
    expect(existsSync(path.join(root, 'build', BUILD_MARKER))).toBe(true);
    const second = await docs(['build', '--out', 'build'], root);
    expect(second.code).toBe(0);
    // Besides its output, a build writes only its cache, under node_modules/.cache/docs.
    const { build: _built, node_modules: cache, ...rest } = groupByTop(await fingerprint(root));
    expect(rest).toEqual(groupByTop(before));
    expect(Object.keys(cache ?? {}).every((file) => file.startsWith('node_modules/.cache/docs/'))).toBe(true);
  });

  it('writes every page inside the output folder, whatever its slug says', async () => {
    const site = await makeRepository();
    await writeFile(path.join(site, 'index.html'), '<p>the project page</p>\n');
    const slugs = { 'up.md': '/../', 'far.md': '/../../escaped-page', 'near.md': '../../../near-page' };
    for (const [file, slug] of Object.entries(slugs)) await writeFile(path.join(site, 'content/docs', file), `---\ntitle: ${file}\nslug: ${slug}\n---\n\nText.\n`);
    const untouched = await fingerprint(site);
    const result = await docs(['build', '--out', 'build'], site);
    expect(result.code, result.err).toBe(0);
    // `/../` is the home page's path, as a browser resolves it.
    expect(await readFile(path.join(site, 'build/index.html'), 'utf8')).toContain('up.md');
    const { build: _built, node_modules: _cache, ...rest } = groupByTop(await fingerprint(site));
    expect(rest).toEqual(groupByTop(untouched));
    for (const name of ['escaped-page.html', 'near-page.html']) {
      expect(existsSync(path.join(path.dirname(site), name))).toBe(false);
      expect(existsSync(path.join(path.dirname(path.dirname(site)), name))).toBe(false);
    }
    await writeFile(path.join(site, 'content/docs/up.md'), '---\ntitle: Up\nslug: /docs/../up\n---\n\nText.\n');
    const built = await docs(['build', '--out', 'build'], site);
    expect(built.code, built.err).toBe(0);
    for (const name of ['escaped-page.html', 'near-page.html', 'up.html']) expect(existsSync(path.join(site, 'build', name))).toBe(true);
  });

  it('changes nothing in its own output folder where files it did not write were put, unless --force', async () => {
    const site = await makeRepository();
    expect((await docs(['build', '--out', 'build'], site)).code).toBe(0);
    await writeFile(path.join(site, 'build/CNAME'), 'docs.example.com\n');
    await mkdir(path.join(site, 'build/.git'));
    await writeFile(path.join(site, 'build/.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    const built = await fingerprint(path.join(site, 'build'));
    // A warm build, one with a page changed and one without the cache: each would remove them.
    await writeFile(path.join(site, 'content/docs/added.md'), '---\ntitle: Added\n---\n\nNew.\n');
    for (const args of [[], ['--no-cache']]) {
      const refused = await docs(['build', '--out', 'build', ...args], site);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('Refusing to update build: it holds 2 files that docs build did not write (');
      expect(refused.err).toContain('OutputFilesNotOwned');
      expect(refused.err).toMatch(/CNAME/);
      expect(await fingerprint(path.join(site, 'build'))).toEqual(built);
    }
    // What an operating system leaves in a folder it showed is no one's: removed with the rest.
    await rm(path.join(site, 'build/CNAME'));
    await rm(path.join(site, 'build/.git'), { recursive: true });
    await writeFile(path.join(site, 'build/.DS_Store'), 'Finder');
    const again = await docs(['build', '--out', 'build'], site);
    expect(again.code, again.err).toBe(0);
    expect(existsSync(path.join(site, 'build/.DS_Store'))).toBe(false);
    await writeFile(path.join(site, 'build/CNAME'), 'docs.example.com\n');
    const forced = await docs(['build', '--out', 'build', '--force'], site);
    expect(forced.code, forced.err).toBe(0);
    expect(existsSync(path.join(site, 'build/CNAME'))).toBe(false);
  });

  it('leaves an output folder another build is writing to that build, and says so at once', async () => {
    const site = await makeRepository();
    // This test's process runs: a lock in its name is a build that runs.
    await writeFile(path.join(site, '.build.lock'), JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() }));
    const busy = await docs(['build', '--out', 'build'], site);
    expect(busy.code).toBe(1);
    expect(busy.err).toContain(`Another docs build (process ${process.pid} on ${os.hostname()}) is writing build  OutputFolderBusy`);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
    await rm(path.join(site, '.build.lock'));
    expect((await docs(['build', '--out', 'build'], site)).code).toBe(0);
    expect(existsSync(path.join(site, '.build.lock'))).toBe(false);
  });

  it('updates an output folder reached through a link where it is, on its own disk, and keeps the link', async () => {
    const site = await makeRepository();
    // Elsewhere, on another file system where there is one (moving files between two fails).
    const elsewhere = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'docs-linked-out-'));
    await symlink(elsewhere, path.join(site, 'build'));
    expect((await docs(['build', '--out', 'build'], site)).code).toBe(0);
    await writeFile(path.join(site, 'content/docs/added.md'), '---\ntitle: Added\n---\n\nNew page.\n');
    const warm = await docs(['build', '--out', 'build'], site);
    expect(warm.code, warm.err).toBe(0);
    expect((await lstat(path.join(site, 'build'))).isSymbolicLink()).toBe(true);
    expect(await readFile(path.join(elsewhere, 'docs/added.html'), 'utf8')).toContain('New page.');
    expect((await readdir(site)).filter((name) => name.startsWith('.build'))).toEqual([]);
    await rm(elsewhere, { recursive: true, force: true });
  });

  it('refuses, even when forced, a folder that the content reaches through a symbolic link, and one holding a file it links to', async () => {
    const shared = await mkdtemp(path.join(os.tmpdir(), 'docs-guard-shared-'));
    await writeFile(path.join(shared, 'shared.md'), '# Shared\n');
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'docs-guard-file-'));
    await writeFile(path.join(elsewhere, 'changelog.md'), '# Changelog\n');
    await symlink(shared, path.join(root, 'content/docs/shared'));
    await symlink(path.join(elsewhere, 'changelog.md'), path.join(root, 'content/docs/changelog.md'));
    try {
      for (const [out, link] of [[shared, 'content/docs/shared'], [elsewhere, 'content/docs/changelog.md']] as const) {
        const kept = await fingerprint(out);
        const result = await docs(['build', '--out', out, '--force'], root);
        expect(result.code).toBe(1);
        expect(result.err).toContain(`the symbolic link ${link} leads into it, so it holds a source of the site`);
        expect(result.err).toContain('UnsafeOutputFolder');
        expect(await fingerprint(out)).toEqual(kept);
      }
    } finally {
      await rm(path.join(root, 'content/docs/shared'));
      await rm(path.join(root, 'content/docs/changelog.md'));
    }
  });

  it('replaces a foreign folder when forced', async () => {
    const forced = await docs(['build', '--out', 'drafts', '--force'], root);
    expect(forced.code).toBe(0);
    expect(existsSync(path.join(root, 'drafts/idea.md'))).toBe(false);
    expect(existsSync(path.join(root, 'drafts', BUILD_MARKER))).toBe(true);
  });
});

/** Hashes grouped by the top folder of each file, so one folder's files can be left out of a comparison. */
function groupByTop(hashes: Record<string, string>): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  for (const [file, hash] of Object.entries(hashes)) {
    const top = file.includes(path.sep) ? file.slice(0, file.indexOf(path.sep)) : '.';
    (groups[top] ??= {})[file] = hash;
  }
  return groups;
}

describe('docs build with a folder of its output or beside it that it may not write', () => {
  it('changes nothing in the output, and says which folder to fix', async () => {
    const root = await makeRepository();
    expect((await docs(['build', '--out', 'build'], root)).code).toBe(0);
    const built = await fingerprint(path.join(root, 'build'));
    await writeFile(path.join(root, 'content/docs/guides/first.md'), '\nA new paragraph.\n', { flag: 'a' });
    await writeFile(path.join(root, 'content/docs/index.md'), '\nA new paragraph.\n', { flag: 'a' });
    const undo = await makeUnwritable(path.join(root, 'build/docs/guides'));
    try {
      const refused = await docs(['build', '--out', 'build'], root);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('build/docs/guides cannot be written by you, so the output could not be updated; it was left as it was  OutputFolderNotWritable');
      expect(refused.err).not.toContain('Internal error');
      expect(await fingerprint(path.join(root, 'build'))).toEqual(built);
    } finally {
      await undo();
    }
    expect((await docs(['build', '--out', 'build'], root)).code).toBe(0);
  });

  it('refuses an output folder whose parent it may not write, where its lock and staging folder go', async () => {
    const root = await makeRepository();
    await mkdir(path.join(root, 'served/site'), { recursive: true });
    const undo = await makeUnwritable(path.join(root, 'served'));
    try {
      const refused = await docs(['build', '--out', 'served/site'], root);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('served cannot be written by you, and the build writes its lock and staging folder there, beside the output folder  OutputFolderNotWritable');
      expect(await readdir(path.join(root, 'served/site'))).toEqual([]);
    } finally {
      await undo();
    }
  });
});

import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { docs, REPOSITORY } from './run-cli.js';

const TEMPLATES = path.join(REPOSITORY, 'templates');
let site: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  await writeFile(path.join(site, file), text);
};
const built = (file: string) => readFile(path.join(site, 'out', file), 'utf8');

// A site of its own with the repository's templates: its content folder and static folder are not ours.
beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docs-public-'));
  await write('docs.config.ts', `export default { title: 'Elsewhere', templates: ${JSON.stringify(TEMPLATES)}, navbar: { links: [] } };\n`);
  await write('content/index.md', '---\ntitle: Home\n---\n\nWelcome.\n');
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nThe docs.\n');
});

describe("the templates' public files", () => {
  it('give a site without a static folder the favicon the templates link, so every link resolves', async () => {
    const { code, err } = await docs(['build', '--out', 'out'], site);
    expect(err).not.toContain('BrokenLink');
    expect(code).toBe(0);
    expect(await built('docs/index.html')).toContain('<link rel="icon" href="/favicon.svg"');
    expect(await built('favicon.svg')).toBe(await readFile(path.join(TEMPLATES, 'public/favicon.svg'), 'utf8'));
  });

  it("give way to a file of the same path in the site's static folder", async () => {
    const own = '<svg xmlns="http://www.w3.org/2000/svg"><title>Our own</title></svg>\n';
    await write('static/favicon.svg', own);
    await write('static/images/logo.svg', own);
    const { code } = await docs(['build', '--out', 'out'], site);
    expect(code).toBe(0);
    expect(await built('favicon.svg')).toBe(own);
    expect(await built('images/logo.svg')).toBe(own);
  });

  it('are copied through symbolic links, but never through one that leads to the output folder', async () => {
    await write('CHANGELOG.txt', 'Version 1.\n');
    await mkdir(path.join(site, 'static'), { recursive: true });
    await symlink(path.join(site, 'CHANGELOG.txt'), path.join(site, 'static/changelog.txt'));
    // Followed, each build would publish the one before it inside itself, and grow.
    await symlink(path.join(site, 'out'), path.join(site, 'static/mirror'));
    const counts: number[] = [];
    for (let build = 0; build < 2; build++) {
      const { code } = await docs(['build', '--out', 'out'], site);
      expect(code).toBe(0);
      counts.push((await readdir(path.join(site, 'out'), { recursive: true })).length);
    }
    expect(await built('changelog.txt')).toBe('Version 1.\n');
    expect(counts[1]).toBe(counts[0]);
  });
});

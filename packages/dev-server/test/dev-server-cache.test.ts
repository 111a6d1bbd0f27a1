import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build, loadConfig } from '@docs/generator';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so that the copied templates resolve React and our packages as the real ones do.
const WORK = fileURLToPath(new URL('../.work/', import.meta.url));

let site: string;
let server: DevServer | undefined;

afterAll(async () => {
  await server?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 30_000) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('docs dev with the build cache', () => {
  it('starts from what docs build left in the cache, and leaves it up to date for the next build', async () => {
    await mkdir(WORK, { recursive: true });
    site = await mkdtemp(path.join(WORK, 'cached-site-'));
    const write = (file: string, text: string) => writeFile(path.join(site, file), text);
    await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
    await mkdir(path.join(site, 'content/docs'), { recursive: true });
    await write('docs.config.ts', `export default { title: 'Cached fixture', url: 'https://cached.example' };\n`);
    await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nThe overview.\n');
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst version of the guide.\n');
    const { config } = await loadConfig({ cwd: site });
    const cacheDir = path.join(site, 'cache');
    const first = await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    const rendered = first.cache!.misses;
    expect(rendered).toBeGreaterThan(2);

    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
    await server.watching;
    await until(() => reports.length > 0);
    expect(reports[0]).toMatchObject({ ok: true, reused: rendered });
    // The watcher settles for a moment after it is ready.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond version of the guide.\n');
    await until(() => reports.length > 1);
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('Second version of the guide.');
    await server.close();
    server = undefined;

    const next = await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    expect(next.cache).toMatchObject({ hits: rendered, misses: 0 });
  }, 60_000);
});

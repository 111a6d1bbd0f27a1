import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, loadConfig } from '@docs/generator';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { createFixtureSite, until } from './support/fixture-site.js';


let site: string;
let server: DevServer | undefined;

afterAll(async () => {
  await server?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

describe('docs dev with the build cache', () => {
  it('starts from what docs build left in the cache, and leaves it up to date for the next build', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('cached-site', 'Cached fixture'));
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

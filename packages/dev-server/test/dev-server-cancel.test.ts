import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@docs/generator';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { createFixtureSite, until } from './support/fixture-site.js';

const PAGES = 1_000;

let site: string;
let server: DevServer | undefined;

afterAll(async () => {
  await server?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('docs dev on a large site', () => {
  it('stops a rebuild when a newer change arrives, and shows both changes after one more build', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('cancel-site', 'Large fixture'));
    for (let n = 0; n < PAGES; n++) await write(`content/docs/page-${n}.md`, `---\ntitle: Page ${n}\n---\n\n# Page ${n}\n\nSome *text* and a [link](/docs/guide).\n`);
    const { config } = await loadConfig({ cwd: site });
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, onBuild: (report) => reports.push(report) });
    await server.watching;
    await pause(300);

    // A new title changes every page's sidebar: every page renders again, for far longer than the pause below.
    await write('content/docs/page-0.md', '---\ntitle: Renamed zero\n---\n\nRenamed.\n');
    await pause(400);
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFinal version of the guide.\n');
    await until(() => reports.length >= 2, 60_000);
    await pause(1_000);

    // The first build, then one for both changes: the rebuild for the first change was stopped, not finished.
    expect(reports.map((report) => report.ok)).toEqual([true, true]);
    expect(server.builds()).toBe(2);
    expect(await (await fetch(`${server.url}/docs/page-0`)).text()).toContain('Renamed.');
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('Final version of the guide.');
  }, 120_000);
});

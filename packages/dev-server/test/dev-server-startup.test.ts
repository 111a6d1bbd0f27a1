import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@docs/generator';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { createFixtureSite, until } from './support/fixture-site.js';

let site: string;
let server: DevServer | undefined;

afterAll(async () => {
  await server?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

describe('docs dev while it starts', () => {
  it('builds a page saved after the first build read it and before the watcher was watching', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('startup-site', 'Startup fixture'));
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst version of the guide.\n');
    const { config } = await loadConfig({ cwd: site });
    const reports: DevBuildReport[] = [];
    let saved: Promise<void> | undefined;
    server = await createDevServer({
      config: config!,
      cwd: site,
      port: 0,
      onBuild: (report) => {
        reports.push(report);
        // Saved as the first build ends: before the server serves, and before anything watches.
        if (report.number === 1) saved = write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSaved while starting.\n');
      },
    });
    await saved;
    await server.watching;
    await until(() => reports.length >= 2);
    expect(reports.map((report) => report.ok)).toEqual([true, true]);
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('Saved while starting.');
  }, 60_000);
});

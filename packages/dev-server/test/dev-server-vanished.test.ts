import { rm } from 'node:fs/promises';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@docs/generator';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { createFixtureSite, until } from './support/fixture-site.js';

let site: string;
let server: DevServer | undefined;
const promises = createRequire(import.meta.url)('node:fs/promises') as typeof import('node:fs/promises');
const { readdir } = promises;

afterAll(async () => {
  Object.assign(promises, { readdir });
  syncBuiltinESMExports();
  await server?.close();
  if (site) await rm(site, { recursive: true, force: true });
});

describe('docs dev when a file goes while a rebuild reads it', () => {
  it('builds again, and reports no crash of the generator', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('vanished-site', 'Vanishing fixture'));
    const { config } = await loadConfig({ cwd: site });
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, onBuild: (report) => reports.push(report) });
    await server.watching;
    // From now on the next read of the content finds a folder gone, as when folders are deleted one by one during a rebuild.
    let armed = true;
    const gone = (target: unknown) => {
      armed = false;
      return Promise.reject(Object.assign(new Error(`ENOENT: no such file or directory, scandir '${String(target)}/gone'`), { code: 'ENOENT' }));
    };
    Object.assign(promises, {
      readdir: (target: unknown, ...rest: unknown[]) => (armed && String(target).includes('content') ? gone(target) : (readdir as (...args: unknown[]) => unknown)(target, ...rest)),
    });
    syncBuiltinESMExports();
    const { mkdir } = await import('node:fs/promises');
    await mkdir(`${site}/content/docs/added`);
    await write('content/docs/added/page.md', '---\ntitle: Added\n---\n\nAn added page.\n');
    await until(() => !armed && reports.length >= 2, 30_000);
    await expect.poll(async () => (await fetch(`${server!.url}/docs/added/page`)).text(), { timeout: 30_000 }).toContain('An added page.');
    expect(armed).toBe(false);
    expect(reports.flatMap((report) => report.diagnostics.map((diagnostic) => diagnostic.code))).not.toContain('BuildCrashed');
    expect(reports.every((report) => report.ok)).toBe(true);
    expect(await (await fetch(`${server.url}/docs/added/page`)).text()).toContain('An added page.');
  }, 60_000);
});

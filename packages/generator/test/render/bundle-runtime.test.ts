import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '@docs/shared';
import { bundleRuntime, type RuntimeSettings } from '../../src/render/bundle-runtime.js';
import { listIslands } from '../../src/render/list-islands.js';
import { openArtifactCache } from '../../src/cache/artifact-cache.js';
import { esbuildDiagnostics } from '../../src/render/esbuild-diagnostics.js';
import { buildContentSecurityPolicy } from '../../src/render/build-content-security-policy.js';

/** The folder of the site whose runtime is bundled: this package's, in these tests. */
const ROOT = process.cwd();
const settings: RuntimeSettings = { defaultMode: 'light', announcementId: 'launch', progressBarDelay: 200, islands: [] };

async function templatesWithIslands(islands: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'islands-'));
  await mkdir(path.join(dir, 'islands'));
  for (const [name, source] of Object.entries(islands)) await writeFile(path.join(dir, 'islands', name), source);
  return dir;
}

/** The runtime's files are all in memory (never copied from disk). */
const textOf = (file: OutputFile | undefined) => (file && 'contents' in file ? String(file.contents) : '');
const sizeOf = (files: OutputFile[], url: string) => Buffer.byteLength(textOf(files.find((file) => `/${file.path}` === url)));

describe('bundleRuntime', () => {
  it('gives the Content-Security-Policy the hash of exactly the inline head script, and nothing inline besides', async () => {
    const runtime = await bundleRuntime(settings, ROOT);
    const expected = `'sha256-${createHash('sha256').update(runtime.headScript).digest('base64')}'`;
    expect(runtime.headScriptHash).toBe(expected);
    const policy = buildContentSecurityPolicy([runtime.headScriptHash]);
    expect(policy).toContain(`script-src 'self' ${expected}`);
    // No inline script nor <style> element; a style attribute, which runs nothing, applies.
    expect(policy.split('; ').filter((directive) => directive.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('compiles the site settings into the head script', async () => {
    const runtime = await bundleRuntime({ ...settings, defaultMode: 'dark', announcementId: 'new-pricing' }, ROOT);
    expect(runtime.headScript).toContain('"dark"');
    expect(runtime.headScript).toContain('"new-pricing"');
  });

  it('names every script by its content hash and serves them from /assets/', async () => {
    const runtime = await bundleRuntime(settings, ROOT);
    expect(runtime.bootstrap.src).toMatch(/^\/assets\/bootstrap-[A-Z0-9]{8}\.js$/);
    expect(runtime.codeSamples.src).toMatch(/^\/assets\/code-samples-[A-Z0-9]{8}\.js$/);
    for (const file of runtime.files) expect(file.path).toMatch(/^assets\/[\w-]+-[A-Z0-9]{8}\.js$/);
    const changed = await bundleRuntime({ ...settings, progressBarDelay: 350 }, ROOT);
    expect(changed.bootstrap.src).not.toBe(runtime.bootstrap.src);
  });

  it('puts each island in its own chunk, loaded on demand, and keeps React out of what every page loads', async () => {
    const dir = await templatesWithIslands({
      'Greeting.tsx': `import { useState } from 'react';\nexport default function Greeting({ name }: { name: string }) {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Hello {name} {n}</button>;\n}\n`,
      'Clock.tsx': `export function Clock() { return <time>now</time>; }\n`,
    });
    const islands = await listIslands(dir);
    expect(islands.map((island) => island.name)).toEqual(['Clock', 'Greeting']);
    const runtime = await bundleRuntime({ ...settings, islands }, ROOT);
    const names = runtime.files.map((file) => file.path);
    expect(names.some((name) => /^assets\/island-Greeting-\w+\.js$/.test(name))).toBe(true);
    expect(names.some((name) => /^assets\/island-Clock-\w+\.js$/.test(name))).toBe(true);
    const bootstrap = textOf(runtime.files.find((file) => `/${file.path}` === runtime.bootstrap.src));
    expect(bootstrap).toMatch(/import\("\.\/island-Greeting-\w+\.js"\)/);
    const loadedByEveryPage = [runtime.bootstrap.src, ...runtime.bootstrap.preloads].reduce((total, url) => total + sizeOf(runtime.files, url), 0);
    expect(loadedByEveryPage).toBeLessThan(20_000);
    // React itself is there, in a chunk of its own that the island chunks import.
    expect(Math.max(...runtime.files.map((file) => Buffer.byteLength(textOf(file))))).toBeGreaterThan(100_000);
  });

  it('gives a site sharing a cache with another site at another depth the runtime its own cold build makes', async () => {
    const sites = await mkdtemp(path.join(tmpdir(), 'runtime-roots-'));
    const near = path.join(sites, 'near');
    const deep = path.join(sites, 'deeper', 'still', 'far');
    await mkdir(near, { recursive: true });
    await mkdir(deep, { recursive: true });
    const cache = openArtifactCache(path.join(sites, 'cache'));
    const names = (bundle: { files: OutputFile[] }) => bundle.files.map((file) => file.path).sort();
    await bundleRuntime(settings, near, cache);
    const shared = await bundleRuntime(settings, deep, cache);
    expect(names(shared)).toEqual(names(await bundleRuntime(settings, deep)));
  });

  it('reports an island that does not compile at its file and line', async () => {
    const dir = await templatesWithIslands({ 'Broken.tsx': `export default function Broken() {\n  const size = ;\n  return <div>{size}</div>;\n}\n` });
    const error = await bundleRuntime({ ...settings, islands: await listIslands(dir) }, path.dirname(dir)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    const [diagnostic] = esbuildDiagnostics(error, 'templates', dir, path.dirname(dir));
    expect(diagnostic).toMatchObject({ code: 'TemplateCompileFailed', severity: 'error', location: { file: path.join('islands', 'Broken.tsx'), line: 2 } });
  });
});

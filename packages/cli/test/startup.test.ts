import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPOSITORY } from './run-cli.js';

const RECORD_IMPORTS = fileURLToPath(new URL('./support/record-imports.mjs', import.meta.url));

/** Runs `docs …` in a new process and lists the packages it loaded (by name, from node_modules). */
async function packagesLoadedBy(args: string[]): Promise<Set<string>> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-imports-')), 'imports.txt');
  await promisify(execFile)(process.execPath, ['--import', RECORD_IMPORTS, path.join(REPOSITORY, 'bin/docs'), ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, DOCS_RECORD_IMPORTS: file },
  }).catch((error: { code?: number }) => {
    // A command that fails for want of settings has still loaded what it loads.
    if (typeof error.code !== 'number') throw error;
  });
  const urls = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  return new Set(urls.flatMap((url) => packageOf(url) ?? []));
}

/** `…/node_modules/.pnpm/react@19/node_modules/react/index.js` → `react`; `…/packages/publisher/dist/x.js` → `@docs/publisher`. */
function packageOf(url: string): string | undefined {
  const installed = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (installed) return installed;
  const workspace = /\/packages\/([^/]+)\/dist\//.exec(url)?.[1];
  return workspace ? `@docs/${workspace}` : undefined;
}

describe('start-up: each command loads only the packages it needs', () => {
  it('docs --help loads none of the heavy ones', async () => {
    const loaded = await packagesLoadedBy(['--help']);
    for (const heavy of ['react', 'react-dom', 'unified', 'esbuild', '@docs/generator', '@docs/publisher', '@aws-sdk/client-s3']) expect(loaded, heavy).not.toContain(heavy);
    expect(loaded).toContain('commander');
  });

  it('docs publish loads neither React nor the Markdown pipeline', async () => {
    const loaded = await packagesLoadedBy(['publish', '--dry-run', '--dir', 'no-such-folder']);
    expect(loaded).toContain('@docs/publisher');
    for (const heavy of ['react', 'react-dom', 'unified', 'remark-parse', 'flexsearch', '@apidevtools/swagger-parser']) expect(loaded, heavy).not.toContain(heavy);
  });
});

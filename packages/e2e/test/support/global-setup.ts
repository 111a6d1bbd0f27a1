import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { serveDirectory } from './serve-directory.js';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const islandsSite = fileURLToPath(new URL('../sites/islands/', import.meta.url));
const searchSite = fileURLToPath(new URL('../sites/search/', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The repository's own site, built and served. */
    siteUrl: string;
    /** The fixture site whose templates have islands that crash and count. */
    islandsUrl: string;
    /** A site with the repository's templates whose pages contain text that looks like markup. */
    searchFixtureUrl: string;
  }
}

/** Builds a site with the real CLI, as a maintainer would. */
async function buildSite(cwd: string, out: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(repository, 'bin/docs'), 'build', '--out', out, '--quiet'], { cwd });
}

/** Builds the sites once for the whole suite and serves them on free ports. */
export default async function setup(project: TestProject) {
  const work = await mkdtemp(path.join(tmpdir(), 'docs-e2e-'));
  const siteOut = path.join(work, 'site');
  const islandsOut = path.join(work, 'islands');
  const searchOut = path.join(work, 'search');
  await Promise.all([buildSite(repository, siteOut), buildSite(islandsSite, islandsOut), buildSite(searchSite, searchOut)]);
  const [site, islands, search] = await Promise.all([serveDirectory(siteOut), serveDirectory(islandsOut), serveDirectory(searchOut)]);
  project.provide('siteUrl', site.url);
  project.provide('islandsUrl', islands.url);
  project.provide('searchFixtureUrl', search.url);
  return async () => {
    for (const served of [site, islands, search]) served.server.close();
    await rm(work, { recursive: true, force: true });
  };
}

import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
// Inside the repository, so that the copied templates resolve React and our packages as the real ones do.
const WORK = fileURLToPath(new URL('../../.work/', import.meta.url));

/**
 * A new site for a dev server test: a copy of the repository's templates, a config with `title`, and
 * an overview and a guide in `content/docs`. Returns its folder and a writer of files inside it.
 */
export async function createFixtureSite(name: string, title: string): Promise<{ site: string; write: (file: string, text: string) => Promise<void> }> {
  await mkdir(WORK, { recursive: true });
  const site = await mkdtemp(path.join(WORK, `${name}-`));
  const write = (file: string, text: string) => writeFile(path.join(site, file), text);
  await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  await mkdir(path.join(site, 'content/docs'), { recursive: true });
  await write('docs.config.ts', `export default { title: ${JSON.stringify(title)}, url: 'https://fixture.example' };\n`);
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nThe overview.\n');
  await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst version of the guide.\n');
  return { site, write };
}

/** Resolves once `condition` holds, polling; gives up after `limitMs`. */
export async function until(condition: () => boolean, limitMs = 30_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > limitMs) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders this thread has made, so each is made once however many pages it holds. */
const made = new Set<string>();

async function makeFolder(folder: string): Promise<void> {
  if (made.has(folder)) return;
  await mkdir(folder, { recursive: true });
  made.add(folder);
}

/**
 * Writes a page's HTML to its files in the output folder: the first written, the others (`x.html`
 * beside `x/index.html`) hard links to it where the file system allows, which saves writing it twice.
 */
export async function writePageFiles(dir: string, files: readonly string[], html: string): Promise<void> {
  const [first, ...others] = files.map((file) => path.join(dir, file));
  if (!first) return;
  await makeFolder(path.dirname(first));
  await writeFile(first, html);
  for (const other of others) {
    await makeFolder(path.dirname(other));
    await link(first, other).catch(() => writeFile(other, html));
  }
}

import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a page's HTML to its files in the output folder: the first written, the others (`x.html`
 * beside `x/index.html`) hard links to it where the file system allows, which saves writing it twice.
 */
export async function writePageFiles(dir: string, files: readonly string[], html: string): Promise<void> {
  const [first, ...others] = files.map((file) => path.join(dir, file));
  if (!first) return;
  await mkdir(path.dirname(first), { recursive: true });
  await writeFile(first, html);
  for (const other of others) {
    await mkdir(path.dirname(other), { recursive: true });
    await link(first, other).catch(() => writeFile(other, html));
  }
}

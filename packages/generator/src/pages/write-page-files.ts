import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputTarget } from '../write/output-target.js';

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
async function writePageFiles(dir: string, files: readonly string[], html: string | Uint8Array): Promise<void> {
  const [first, ...others] = files.map((file) => outputTarget(dir, file));
  if (!first) return;
  await makeFolder(path.dirname(first));
  await writeFile(first, html);
  for (const other of others) {
    await makeFolder(path.dirname(other));
    await link(first, other).catch(() => writeFile(other, html));
  }
}

export interface PageFileWriter {
  /** Starts writing a page's files and returns at once, so the next page renders while they are written. */
  write(files: readonly string[], html: string | Uint8Array): void;
  /** Waits for every write started so far; rejects with the first that failed. */
  settle(): Promise<void>;
}

/**
 * Writes pages in the background of rendering: waiting for each page's files before rendering the
 * next left the core idle for a seventh of a large build. The caller settles after each batch, which
 * bounds the HTML waiting to be written.
 */
export function createPageFileWriter(dir: string): PageFileWriter {
  let pending: Promise<void>[] = [];
  return {
    write(files, html) {
      pending.push(writePageFiles(dir, files, html));
    },
    async settle() {
      const writes = pending;
      pending = [];
      await Promise.all(writes);
    },
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Bytes } from './measure-page-weight.js';

/** The files of a built site's search index, read from its output folder as the browser would fetch them. */
export interface SearchPartReader {
  /** The file at a URL of the site, parsed (each call parses again, as a new page of the browser would). */
  fetchPart(url: string): Promise<unknown>;
  /** Its size, raw and gzipped, as a server would send it compressed. */
  bytesOf(url: string): Promise<Bytes>;
}

/** Reads search files from `out`, each from disk once, each gzipped once. */
export function createPartReader(out: string): SearchPartReader {
  const texts = new Map<string, Promise<string>>();
  const sizes = new Map<string, Promise<Bytes>>();
  const textOf = (url: string) => {
    let text = texts.get(url);
    if (!text) texts.set(url, (text = readFile(path.join(out, url), 'utf8')));
    return text;
  };
  return {
    fetchPart: async (url) => JSON.parse(await textOf(url)) as unknown,
    bytesOf(url) {
      let size = sizes.get(url);
      if (!size) sizes.set(url, (size = textOf(url).then((text) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }))));
      return size;
    },
  };
}

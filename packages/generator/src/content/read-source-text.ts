import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * A text file as the author wrote it, without the byte-order mark some Windows editors put first:
 * left in, it would hide the front matter's opening `---`.
 */
export async function readSourceText(file: string): Promise<string> {
  return withoutByteOrderMark(await readFile(file, 'utf8'));
}

/** The same, for a page job that reads its page while it renders it. */
export function readSourceTextSync(file: string): string {
  return withoutByteOrderMark(readFileSync(file, 'utf8'));
}

/**
 * A Markdown file's bytes, without a byte-order mark: what a page's digest is made from. The text is
 * decoded only when something must be read from it (a warm build keeps every page's head, and decoding
 * 2,000 pages to hash them again as UTF-8 was a tenth of its load stage).
 */
export async function readSourceBytes(file: string): Promise<Buffer> {
  return bytesWithoutByteOrderMark(await readFile(file));
}

/** The same, read synchronously: one file after another is quicker than many through the thread pool. */
export function readSourceBytesSync(file: string): Buffer {
  return bytesWithoutByteOrderMark(readFileSync(file));
}

function bytesWithoutByteOrderMark(bytes: Buffer): Buffer {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

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

function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

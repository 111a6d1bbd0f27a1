import { readFile } from 'node:fs/promises';

/**
 * A text file as the author wrote it, without the byte-order mark some Windows editors put first:
 * left in, it would hide the front matter's opening `---`.
 */
export async function readSourceText(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

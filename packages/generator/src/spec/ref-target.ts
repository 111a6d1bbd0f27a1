import path from 'node:path';

/** What a `$ref` names: a file (absolute path) and a JSON pointer in it (`""` for the whole file). */
export interface RefTarget {
  file: string;
  pointer: string;
}

/**
 * Resolves a `$ref` written in `fromFile` the way the bundler does: relative to that file's folder,
 * percent-decoded. `undefined` for a reference to a URL, which is not read from the disk.
 */
export function refTarget(ref: string, fromFile: string): RefTarget | undefined {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const pointer = hash === -1 ? '' : ref.slice(hash + 1);
  // Two letters or more before the colon: a scheme such as https:, not a Windows drive letter.
  if (/^[a-z][a-z\d+.-]+:/i.test(filePart)) return undefined;
  if (filePart === '') return { file: fromFile, pointer };
  return { file: path.resolve(path.dirname(fromFile), safeDecodeUri(filePart)), pointer };
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

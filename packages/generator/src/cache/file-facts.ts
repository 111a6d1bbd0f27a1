import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Whether `file` is `folder` or below it (both absolute, or both relative to one folder). */
export function isInsideFolder(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || isBelow(relative);
}

/** Whether a relative path leads down: not out by `..` (a folder may be named `..data`), nor to another drive. */
export function isBelow(relative: string): boolean {
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** Whether `file` is a regular file: not a folder, not a link to nothing, not a path that cannot be looked at. */
export function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** Where `file` really is, links followed; the path as given when that cannot be found. */
export function realPathOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

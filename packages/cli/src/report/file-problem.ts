import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docs/shared';

/** What a file system's error says of a file, as a reader of the report understands it. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  ENAMETOOLONG: 'its name is longer than the file system allows',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'a file of that name is in the way',
  ENOENT: 'it does not exist',
  ELOOP: 'its symbolic links lead in a circle',
  EIO: 'the disk could not be read',
  ENOSPC: 'the disk is full',
  EROFS: 'the file system is read-only',
  EMFILE: 'too many files are open',
};

/**
 * The problem a file system's error (an unreadable page, a name too long to write) is, at the file it
 * names; undefined for any other error. A path in the staging folder is shown as the output's.
 */
export function fileProblemOf(error: unknown, cwd: string, output?: { staging: string; outDir: string }): Diagnostic | undefined {
  const { code, path: where } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string' || typeof where !== 'string' || !(code in REASONS)) return undefined;
  const written = output !== undefined && (where === output.staging || where.startsWith(`${output.staging}${path.sep}`));
  const shown = written ? path.join(output.outDir, path.relative(output.staging, where)) : where;
  // From where the command runs, unless that is further away than the path itself.
  const relative = path.relative(cwd, shown);
  return createDiagnostic('FileNotUsable', { path: relative && !relative.startsWith('..') ? relative : shown, doing: written ? 'written' : 'read', reason: `${REASONS[code]} (${code})` });
}

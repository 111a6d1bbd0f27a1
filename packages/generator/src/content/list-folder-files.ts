import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { BUILD_MARKER, createDiagnostic, type Diagnostic } from '@docs/shared';

/** The files below a folder, each by its path through the folder, and the links below it that lead nowhere. */
export interface FolderFiles {
  files: string[];
  /** Symbolic links that lead to no file or folder: to a missing target, or round and round (`loops`). */
  brokenLinks: { link: string; target: string; loops: boolean }[];
  /** Symbolic links that lead into one of the folders to avoid (or to a folder holding one), and which of them (as given). */
  linksIntoAvoided: { link: string; into: string }[];
}

/** Whether `inner` is `outer` or a path inside it (both absolute and real). */
function isWithin(outer: string, inner: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : `${outer}${path.sep}`);
}

/**
 * Lists the files below `dir` (none when it does not exist), following symbolic links as the site's
 * author meant them: a link to a file is that file at the link's path (`content/docs/changelog.md` →
 * the repository's `CHANGELOG.md`), and a link to a folder is listed like a folder. A link to nothing is
 * reported, not dropped unsaid. Not followed, so that a listing always ends and stays the size of what
 * was written:
 * - a link to a folder it is inside of (a loop);
 * - a link to a folder that an earlier link led to (a folder is listed through links once; links are
 *   taken in the order of their paths);
 * - a link into one of `avoid` or to a folder holding one (the output folder: a build would otherwise
 *   copy the last build into the next, and grow each time).
 */
export async function listFolderFiles(dir: string, avoid: readonly string[] = []): Promise<FolderFiles> {
  const files: string[] = [];
  const brokenLinks: FolderFiles['brokenLinks'] = [];
  const linksIntoAvoided: FolderFiles['linksIntoAvoided'] = [];
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) return { files, brokenLinks, linksIntoAvoided };
  const avoided = await Promise.all(avoid.map((folder) => realpath(folder).catch(() => path.resolve(folder))));
  const followed = new Set<string>([await realpath(dir)]);
  const list = async (folder: string): Promise<void> => {
    // The whole tree at once (it does not follow links): a walk folder by folder took three times as long.
    const links: string[] = [];
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
      else if (entry.isSymbolicLink()) links.push(path.join(entry.parentPath, entry.name));
    }
    for (const link of links.sort()) {
      const target = await stat(link).catch((error: NodeJS.ErrnoException) => error);
      if (target instanceof Error) {
        brokenLinks.push({ link, target: await readlink(link).catch(() => ''), loops: target.code === 'ELOOP' });
        continue;
      }
      const real = await realpath(link);
      // A source that is also in a folder to avoid: the output would replace it (a build's `--force` too).
      const into = avoided.findIndex((folder) => isWithin(folder, real) || (target.isDirectory() && isWithin(real, folder)));
      if (into >= 0) linksIntoAvoided.push({ link, into: avoid[into]! });
      else if (target.isFile()) files.push(link);
      else if (target.isDirectory()) {
        const realFolder = await realpath(path.dirname(link));
        const skipped = isWithin(real, realFolder) || followed.has(real);
        if (skipped) continue;
        followed.add(real);
        await list(link);
      }
    }
  };
  await list(dir);
  return { files, brokenLinks, linksIntoAvoided };
}

/**
 * An error at each link that leads into an output folder an earlier build did not write: what it leads
 * to is a source of the site, which the build's output would replace. Refused whatever `--force` says,
 * as the content folder is. A link into the build's own output (a `static/mirror` of it) is only left
 * unfollowed: what it leads to is made by the build.
 */
export function linkIntoOutputErrors(links: FolderFiles['linksIntoAvoided'], cwd: string): Diagnostic[] {
  return links.flatMap(({ link, into }) => {
    if (existsSync(path.join(into, BUILD_MARKER))) return [];
    const shown = path.relative(cwd, link) || link;
    const reason = `the symbolic link ${shown} leads into it, so it holds a source of the site`;
    return [createDiagnostic('UnsafeOutputFolder', { dir: path.relative(cwd, into) || '.', reason }, { file: shown })];
  });
}

/** A warning at each link that leads nowhere (`cwd` says how messages name the link). */
export function brokenLinkWarnings(brokenLinks: FolderFiles['brokenLinks'], cwd: string): Diagnostic[] {
  return brokenLinks.map(({ link, target, loops }) => createDiagnostic('BrokenSymlink', { target, loops }, { file: path.relative(cwd, link) || link }, 'warning'));
}

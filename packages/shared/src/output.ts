/**
 * A file of the built site: its contents in memory, a file on disk to copy as it is, or (for a page
 * that `docs dev` serves) the build cache's entry that holds its HTML, read when it is asked for.
 * `group`, when given, names the files made together from one key (the search index's, by the key of
 * its records), which a later build with the same key leaves in place without making them again.
 * `madeFrom`, when given, says what made the contents without them (such as a name that holds a hash of
 * the contents), by which a later build finds the file in place unread; else the contents' digest does.
 */
export type OutputFile =
  | { path: string; contents: string | Uint8Array; group?: string; madeFrom?: string }
  | { path: string; sourcePath: string; group?: string }
  | { path: string; cachedPage: string; group?: string };

/**
 * The file `docs build` leaves at the root of its output folder. Its presence proves the folder holds a
 * build, which the next build may replace whole; a folder without it is not ours to replace.
 */
export const BUILD_MARKER = '.docs-build';

/**
 * The files a build marker's text lists, by their paths in the site: nothing when it lists none (a build
 * changing the folder writes the list only once every file is in place), or cannot be read.
 */
export function filesOfBuildMarker(text: string): ReadonlySet<string> | undefined {
  try {
    const { files } = JSON.parse(text) as { files?: unknown };
    return files && typeof files === 'object' && !Array.isArray(files) ? new Set(Object.keys(files)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files of the site a build marker says were copied from the author's sources though named like the
 * build's content-hashed assets (`assets/jquery.datepicker.js`): they may change under their names, so
 * they are not cached as those are (`cacheControlOf`). Empty when it says none, or cannot be read.
 */
export function copiedLikeHashedOfBuildMarker(text: string): ReadonlySet<string> {
  try {
    const { copiedLikeHashed } = JSON.parse(text) as { copiedLikeHashed?: unknown };
    return new Set(Array.isArray(copiedLikeHashed) ? copiedLikeHashed.filter((file): file is string => typeof file === 'string') : []);
  } catch {
    return new Set();
  }
}
/** How the compiled config, run for a moment beside the config file, ends its name (`docs dev` does not watch it). */
export const COMPILED_CONFIG_SUFFIX = '.docs-compiled.mjs';

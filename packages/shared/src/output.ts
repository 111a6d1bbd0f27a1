/** A file of the built site: its contents in memory, or a file on disk to copy as it is. */
export type OutputFile =
  | { path: string; contents: string | Uint8Array }
  | { path: string; sourcePath: string };

/**
 * The file `docs build` leaves at the root of its output folder. Its presence proves the folder holds a
 * build, which the next build may replace whole; a folder without it is not ours to replace.
 */
export const BUILD_MARKER = '.docs-build';

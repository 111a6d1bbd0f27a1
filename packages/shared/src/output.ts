/** A file of the built site: its contents in memory, or a file on disk to copy as it is. */
export type OutputFile =
  | { path: string; contents: string | Uint8Array }
  | { path: string; sourcePath: string };

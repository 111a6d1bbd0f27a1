import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeCacheFolder } from '../cache/cache-files.js';
import { decodeSearchBlock, encodeSearchBlock, type SearchBlock } from '@docs/shared/search';
import { removeUnusedEntries } from '../cache/remove-unused-entries.js';
import { writeAtomically } from '../cache/write-atomically.js';

const FOLDER = 'search-blocks';
const ENTRY = /^[A-Za-z0-9_-]{20,64}\.(bin|parts)$/;
/** Each file starts with a SHA-256 of the rest: a block damaged on disk is made again, never merged. */
const CHECKSUM_BYTES = 32;

/** A kept block, with the paths of the page and text shards it named. */
export interface KeptSearchBlock {
  block: SearchBlock;
  files: string[];
}

/** A page or text shard of a block, as the block named it; its contents as made (UTF-8) or as read back from the store. */
export interface SearchBlockFile {
  path: string;
  contents: string | Uint8Array;
}

/**
 * The search blocks of earlier builds, by key: what indexing a run of unchanged pages made last time.
 * A block's postings and the names of its shards are kept apart from the shards' contents, which a
 * build reads only when its output folder does not hold them already.
 */
export interface SearchBlockStore {
  /** The block kept for `key`, or nothing (none kept, or unreadable); either way it is kept for the next build once put. */
  get(key: string): KeptSearchBlock | undefined;
  /** The contents of the files of the block kept for `key`, in the order of its `files`; nothing when unreadable. */
  readFiles(key: string): string[] | undefined;
  put(key: string, block: SearchBlock, files: readonly SearchBlockFile[]): void;
  /** Removes the blocks this build did not use. */
  finish(): void;
  /** Blocks this build found damaged (truncated, corrupted), and made again. */
  readonly unreadable: number;
}

/** The store in the build cache's `search-blocks` folder. */
export function openSearchBlockStore(dir: string): SearchBlockStore {
  const folder = path.join(dir, FOLDER);
  makeCacheFolder(folder);
  const used = new Set<string>();
  const fileOf = (key: string, kind: 'bin' | 'parts') => path.join(folder, `${key}.${kind}`);
  let unreadable = 0;
  /** What `readChecked` read, a damaged file counted (and then taken as none). */
  const counted = (body: Buffer | 'unreadable' | undefined) => {
    if (body !== 'unreadable') return body;
    unreadable++;
    return undefined;
  };
  const use = (key: string) => {
    used.add(`${key}.bin`);
    used.add(`${key}.parts`);
  };
  return {
    get(key) {
      use(key);
      const body = counted(readChecked(fileOf(key, 'bin')));
      if (!body) return undefined;
      const pathsLength = body.length < 4 ? 0 : new DataView(body.buffer, body.byteOffset, body.byteLength).getUint32(0, true);
      const files = body.length < 4 ? undefined : parseStrings(body.subarray(4, 4 + pathsLength));
      const block = files ? decodeSearchBlock(body.subarray(4 + pathsLength)) : undefined;
      if (!block || !files) unreadable++;
      return block && files ? { block, files } : undefined;
    },
    readFiles(key) {
      const body = counted(readChecked(fileOf(key, 'parts')));
      const files = body ? parseStrings(body) : undefined;
      if (body && !files) unreadable++;
      return files;
    },
    put(key, block, files) {
      use(key);
      const paths = Buffer.from(JSON.stringify(files.map((file) => file.path)));
      const length = Buffer.alloc(4);
      length.writeUInt32LE(paths.length);
      // The contents first: a block whose files cannot be read back is made again.
      writeChecked(fileOf(key, 'parts'), Buffer.from(JSON.stringify(files.map((file) => (typeof file.contents === 'string' ? file.contents : new TextDecoder().decode(file.contents))))));
      writeChecked(fileOf(key, 'bin'), Buffer.concat([length, paths, encodeSearchBlock(block)]));
    },
    finish() {
      removeUnusedEntries(folder, ENTRY, used);
    },
    get unreadable() {
      return unreadable;
    },
  };
}

/** The bytes after a file's checksum: nothing when the file is not there, `unreadable` when it is not whole. */
function readChecked(file: string): Buffer | undefined | 'unreadable' {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const body = bytes.subarray(CHECKSUM_BYTES);
  return bytes.length >= CHECKSUM_BYTES && checksumOf(body).equals(bytes.subarray(0, CHECKSUM_BYTES)) ? body : 'unreadable';
}

function writeChecked(file: string, body: Uint8Array): void {
  writeAtomically(file, Buffer.concat([checksumOf(body), body]));
}

/** A JSON list of strings, or nothing when the bytes are not one. */
function parseStrings(bytes: Uint8Array): string[] | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

function checksumOf(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

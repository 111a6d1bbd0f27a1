import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSearchBlock, encodeSearchBlock, type SearchBlock } from '@docs/shared/search';
import { removeUnusedEntries } from '../cache/remove-unused-entries.js';
import { writeAtomically } from '../cache/write-atomically.js';

const FOLDER = 'search-blocks';
const ENTRY = /^[A-Za-z0-9_-]{20,64}\.bin$/;
/** Each file starts with a SHA-256 of the rest: a block damaged on disk is made again, never merged. */
const CHECKSUM_BYTES = 32;

/** The search blocks of earlier builds, by key: what indexing a run of unchanged pages made last time. */
export interface SearchBlockStore {
  /** The block kept for `key`, or nothing (none kept, or unreadable); either way it is kept for the next build once put. */
  get(key: string): SearchBlock | undefined;
  put(key: string, block: SearchBlock): void;
  /** Removes the blocks this build did not use. */
  finish(): void;
}

/** The store in the build cache's `search-blocks` folder. */
export function openSearchBlockStore(dir: string): SearchBlockStore {
  const folder = path.join(dir, FOLDER);
  mkdirSync(folder, { recursive: true });
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(folder, `${key}.bin`);
  return {
    get(key) {
      used.add(`${key}.bin`);
      let bytes: Buffer;
      try {
        bytes = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      const body = bytes.subarray(CHECKSUM_BYTES);
      if (bytes.length < CHECKSUM_BYTES || !checksumOf(body).equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
      return decodeSearchBlock(body);
    },
    put(key, block) {
      used.add(`${key}.bin`);
      const body = encodeSearchBlock(block);
      writeAtomically(fileOf(key), Buffer.concat([checksumOf(body), body]));
    },
    finish() {
      removeUnusedEntries(folder, ENTRY, used);
    },
  };
}

function checksumOf(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

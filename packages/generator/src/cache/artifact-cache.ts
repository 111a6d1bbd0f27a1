import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeCacheFolder } from './cache-files.js';
import { parseChecked, withChecksum } from './checked-json.js';
import { isInputSnapshot, snapshotHolds, snapshotInputs, type InputSnapshot } from './input-snapshot.js';
import { removeUnusedEntries } from './remove-unused-entries.js';
import { writeAtomically } from './write-atomically.js';

/**
 * What a build made once for the whole site (compiled templates, the browser runtime, the search
 * index), with what it was made from (`snapshotInputs`: the files the compiler listed and what decided
 * how it found them), so that it is used again only while its key and all of that are unchanged.
 */
interface BundleEntry {
  inputs: InputSnapshot;
  value: unknown;
}

/** What a value made from nothing but its key was made from. */
const NO_INPUTS: InputSnapshot = { files: [], folders: [] };

const FOLDER = 'artifacts';
const ENTRY = /^[A-Za-z0-9_-]{20,64}\.json$/;

/**
 * The site-wide artifacts of earlier builds, in the build cache's `artifacts` folder: a build whose
 * templates and runtime sources are unchanged spends no time compiling them, and one whose pages'
 * search records are unchanged none indexing them. Input files are kept relative to the cache folder,
 * so a checkout moved with its cache still matches.
 */
export function openArtifactCache(dir: string) {
  const folder = path.join(dir, FOLDER);
  makeCacheFolder(folder);
  const used = new Set<string>();
  const fileOf = (key: string) => path.join(folder, `${key}.json`);
  let unreadable = 0;
  /** The value kept for `key` when it is there and none of its input files changed (kept for the next build). */
  const peek = async <T>(key: string): Promise<{ value: T } | undefined> => {
    used.add(`${key}.json`);
    const kept = await readEntry(fileOf(key));
    if (kept === 'unreadable') unreadable++;
    if (kept === undefined || kept === 'unreadable') return undefined;
    return snapshotHolds(dir, kept.inputs) ? { value: kept.value as T } : undefined;
  };
  return {
    /**
     * The value made for `key` when it is there and none of its input files changed; else makes it
     * (`make` returns the value and the files it read) and keeps it for the next build.
     */
    async reuse<T>(key: string, make: () => Promise<{ value: T; inputs: string[] } | { value: T; inputs?: undefined }>): Promise<T> {
      const kept = await peek<T>(key);
      if (kept) return kept.value;
      const startedAt = Date.now();
      const made = await make();
      // Something that failed to compile (no inputs listed), or whose files changed as it was compiled, is compiled again next time.
      const snapshot = made.inputs && snapshotInputs(dir, made.inputs, startedAt);
      if (snapshot) writeAtomically(fileOf(key), withChecksum(entryJson({ inputs: snapshot, value: made.value })));
      return made.value;
    },
    peek,
    /** Keeps the value of `key` for the next build without reading it (what it made is in place already). */
    keep(key: string): void {
      used.add(`${key}.json`);
    },
    /** Keeps a value made from nothing but what its key says, for the next build. */
    put(key: string, value: unknown): void {
      used.add(`${key}.json`);
      writeAtomically(fileOf(key), withChecksum(entryJson({ inputs: NO_INPUTS, value })));
    },
    /** A path as keys name it: relative to the cache, so that a checkout moved with its cache keeps its keys. */
    relative: (file: string) => path.relative(dir, file),
    /** Entries this build found damaged (truncated, corrupted), and made again. */
    get unreadable(): number {
      return unreadable;
    },
    /** Removes the entries this build did not use. */
    finish(): void {
      removeUnusedEntries(folder, ENTRY, used);
    },
  };
}

export type ArtifactCache = ReturnType<typeof openArtifactCache>;

/** The entry in `file`; nothing when there is none yet, `unreadable` when it is damaged (either way it is made again, and written whole). */
async function readEntry(file: string): Promise<BundleEntry | undefined | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const entry = parseChecked(text) as BundleEntry | undefined;
  return entry && typeof entry === 'object' && isInputSnapshot(entry.inputs) && 'value' in entry ? entry : 'unreadable';
}

/**
 * The JSON of an entry in pieces: a list item by item, so that a large value (the search index of a
 * large site) is never one string of its whole JSON in memory.
 */
function* entryJson(entry: BundleEntry): Iterable<string> {
  yield `{"inputs":${JSON.stringify(entry.inputs)},"value":`;
  if (Array.isArray(entry.value)) {
    yield '[';
    for (let index = 0; index < entry.value.length; index++) yield `${index ? ',' : ''}${JSON.stringify(entry.value[index])}`;
    yield ']';
  } else {
    yield JSON.stringify(entry.value);
  }
  yield '}';
}

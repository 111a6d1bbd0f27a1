import { randomUUID } from 'node:crypto';
import { removeCacheFile } from './cache-files.js';
import { survivesJson } from './survives-json.js';
import { writeAtomically } from './write-atomically.js';
import { readChecked, UNREADABLE, withChecksum } from './checked-json.js';

/** A table as stored whole: the generator that made its values, and a name for this version of it. */
interface StoredTable<T> {
  generator: string;
  id: string;
  values: Record<string, T>;
}

/** What changed since the whole table of `base` was stored: values made since, and keys no longer used. */
interface StoredChanges<T> {
  generator: string;
  base: string;
  values: Record<string, T>;
  removed: string[];
}

/** Below this many changes, or a sixteenth of the table, a build stores only what changed. */
const FEW_CHANGES = 64;

/**
 * A table of small values made from files (a page's front matter from its text), kept in one file
 * of the build cache between builds: looking a value up costs nothing beside making it again. Saved
 * with the values this build used only, so it never grows beyond one site's worth.
 *
 * A build that changed a few values stores only those, in a second file beside the table: writing
 * the whole table again for one page edited took a tenth of a second per table at 10,000 pages. A
 * value is made from its key alone, so a file of changes from a build that raced another one can only
 * cost the next build a value made again (changes to another version of the table are ignored),
 * never give it a wrong one.
 */
export function openKeptTable<T>(file: string, generator: string) {
  const changesFile = file.replace(/(\.json)?$/, '.changes.json');
  // Read when first asked: a `docs dev` rebuild that looks nothing up does not parse the table.
  let stored: { base?: StoredTable<T>; values: Map<string, T> } | undefined;
  // Files of the table found damaged when it was read, not yet told.
  let unreadable = 0;
  const keptValues = () => {
    if (!stored) {
      const read = readTable<T>(file, changesFile, generator);
      unreadable += read.unreadable;
      stored = read;
    }
    return stored.values;
  };
  const used = new Map<string, T>();
  let changed = false;
  // Only what JSON gives back as it was (no NaN, no Date) is kept: a kept value must be the made one.
  const keep = (key: string, value: T) => {
    if (!survivesJson(value)) return;
    used.set(key, value);
    changed = true;
  };
  return {
    /** The value kept for `key`, else the one `make` gives (kept for the next build). */
    get(key: string, make: () => T): T {
      let value = used.get(key) ?? keptValues().get(key);
      if (value !== undefined) {
        used.set(key, value);
        return value;
      }
      value = make();
      keep(key, value);
      return value;
    },
    /** The value kept for `key`, if any (kept for the next build too). */
    peek(key: string): T | undefined {
      const value = used.get(key) ?? keptValues().get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    /** Keeps `value` for `key`, in place of any value kept for it. */
    set: keep,
    /** How many of its files were found damaged (and their values made again) since last asked: each is told once. */
    takeUnreadable(): number {
      const count = unreadable;
      unreadable = 0;
      return count;
    },
    /** Writes the values this build used, when they differ from what was kept: only the changes when they are few. */
    save(): void {
      const kept = keptValues();
      if (!changed && used.size === kept.size) return;
      const base = stored?.base;
      const changes = base ? changesFrom(base.values, used) : undefined;
      if (base && changes && changes.count <= Math.max(FEW_CHANGES, Object.keys(base.values).length / 16)) {
        const stored: StoredChanges<T> = { generator, base: base.id, values: changes.values, removed: changes.removed };
        writeAtomically(changesFile, withChecksum(JSON.stringify(stored)));
        return;
      }
      const table: StoredTable<T> = { generator, id: randomUUID(), values: Object.fromEntries(used) };
      // The table first: changes left beside it name another version of it, and are ignored.
      if (writeAtomically(file, withChecksum(JSON.stringify(table)))) removeCacheFile(changesFile);
    },
  };
}

export type KeptTable<T> = ReturnType<typeof openKeptTable<T>>;

/** The values `used` holds that the stored table does not hold as they are, and the keys it holds that `used` does not. */
function changesFrom<T>(base: Record<string, T>, used: ReadonlyMap<string, T>): { values: Record<string, T>; removed: string[]; count: number } {
  // A value read from the table is the very object the table holds; one made again or read from the changes is not.
  const changed = [...used].filter(([key, value]) => !Object.hasOwn(base, key) || base[key] !== value);
  const removed = Object.keys(base).filter((key) => !used.has(key));
  return { values: Object.fromEntries(changed), removed, count: changed.length + removed.length };
}

/**
 * The stored table with its changes applied; no values for a table that is not there, unreadable, or
 * another generator's. `unreadable` counts its files found damaged: there, but not what a build wrote.
 */
function readTable<T>(file: string, changesFile: string, generator: string): { base?: StoredTable<T>; values: Map<string, T>; unreadable: number } {
  const base = readJson<StoredTable<T>>(file);
  const changes = readJson<StoredChanges<T>>(changesFile);
  let unreadable = (base === 'unreadable' ? 1 : 0) + (changes === 'unreadable' ? 1 : 0);
  if (!base || base === 'unreadable' || base.generator !== generator) return { values: new Map(), unreadable };
  if (typeof base.id !== 'string' || !isRecord(base.values)) return { values: new Map(), unreadable: unreadable + 1 };
  const values = new Map(Object.entries(base.values as Record<string, T>));
  if (changes && changes !== 'unreadable' && changes.generator === generator && changes.base === base.id) {
    if (isRecord(changes.values) && Array.isArray(changes.removed)) {
      for (const key of changes.removed) values.delete(key);
      for (const [key, value] of Object.entries(changes.values as Record<string, T>)) values.set(key, value);
    } else unreadable++;
  }
  return { base: { generator, id: base.id, values: base.values as Record<string, T> }, values, unreadable };
}

/** The object a file holds; nothing when there is no file, `unreadable` when it holds something else (damaged). */
function readJson<T>(file: string): Partial<T> | 'unreadable' | undefined {
  const value = readChecked(file);
  return value === undefined ? undefined : isRecord(value) ? (value as Partial<T>) : UNREADABLE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

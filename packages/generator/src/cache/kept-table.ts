import { readFileSync } from 'node:fs';
import { survivesJson } from './survives-json.js';
import { writeAtomically } from './write-atomically.js';

/**
 * A table of small values made from files (a page's front matter from its text), kept in one file
 * of the build cache between builds: looking a value up costs nothing beside making it again. Saved
 * with the values this build used only, so it never grows beyond one site's worth.
 */
export function openKeptTable<T>(file: string, generator: string) {
  // Read when first asked: a `docs dev` rebuild that looks nothing up does not parse the table.
  let stored: Record<string, T> | undefined;
  const keptValues = (): Record<string, T> => (stored ??= readTable<T>(file, generator));
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
      let value = used.get(key) ?? keptValue(keptValues(), key);
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
      const value = used.get(key) ?? keptValue(keptValues(), key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    /** Keeps `value` for `key`, in place of any value kept for it. */
    set: keep,
    /** Writes the values this build used, when they differ from what was kept. */
    save(): void {
      if (!changed && used.size === Object.keys(keptValues()).length) return;
      writeAtomically(file, JSON.stringify({ generator, values: Object.fromEntries(used) }));
    },
  };
}

export type KeptTable<T> = ReturnType<typeof openKeptTable<T>>;

function readTable<T>(file: string, generator: string): Record<string, T> {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { generator?: unknown; values?: Record<string, T> };
    // Another generator may make other values from the same files.
    if (stored.generator === generator && stored.values && typeof stored.values === 'object') return stored.values;
  } catch {
    // None yet, or unreadable: every value is made again, and the table written whole.
  }
  return {};
}

function keptValue<T>(kept: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(kept, key) ? kept[key] : undefined;
}

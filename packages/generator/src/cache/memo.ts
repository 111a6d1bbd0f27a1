/** A memoised result and the key of the inputs it was made from. */
export interface Memo<T> {
  key: string;
  value: T;
}

/** Results by what they are of (a page's path, a file), each with the key of its inputs. */
export type MemoTable<T> = Map<string, Memo<T>>;

/**
 * The one memoisation of the build, put around a stage's work from outside it: the value made for
 * `id` is reused while `key` (a digest, or the inputs themselves) stays the same, else made again and
 * remembered. Without a table it simply makes the value: a cold build and a rebuild run the same code.
 */
export function memoized<T>(table: MemoTable<T> | undefined, id: string, key: string, make: () => T): T {
  const hit = table?.get(id);
  if (hit && hit.key === key) return hit.value;
  const value = make();
  table?.set(id, { key, value });
  return value;
}

/**
 * Forgets what a table remembers of anything not among `ids`, the things the last build had: kept
 * across the rebuilds of `docs dev`, it would otherwise hold every page ever renamed or removed.
 */
export function keepOnly<T>(table: MemoTable<T>, ids: Iterable<string>): void {
  const wanted = new Set(ids);
  for (const id of table.keys()) if (!wanted.has(id)) table.delete(id);
}

/** The items whose remembered values no longer match their keys, and the values of the others (by index). */
export function findStale<T>(table: MemoTable<T> | undefined, items: readonly { id: string; key: string }[]): { fresh: Map<number, T>; stale: number[] } {
  const fresh = new Map<number, T>();
  const stale: number[] = [];
  items.forEach(({ id, key }, index) => {
    const hit = table?.get(id);
    if (hit && hit.key === key) fresh.set(index, hit.value);
    else stale.push(index);
  });
  return { fresh, stale };
}

/**
 * Names objects by identity, for keys of values made from an object that is only ever replaced, never
 * changed (a loaded description): the same object gets the same name, a new one a new name.
 */
export function createIdentityNames(): (value: object) => string {
  const names = new WeakMap<object, string>();
  let next = 0;
  return (value) => {
    let name = names.get(value);
    if (!name) names.set(value, (name = `#${++next}`));
    return name;
  };
}

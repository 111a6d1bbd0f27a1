/**
 * A table's value for a key an author or a description wrote: its own entries only, never what every
 * object inherits (`constructor`, `__proto__`, `toString`), which a plain lookup returns as a function.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

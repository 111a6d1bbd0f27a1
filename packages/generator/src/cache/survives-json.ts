/**
 * Whether JSON gives `value` back as it is: plain objects (whatever their prototype: a YAML parser's
 * have none), arrays, strings, booleans, null and finite numbers. An undefined field comes back absent,
 * which reads the same. What does not survive is not kept in the cache: a build from it would differ.
 */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((field) => field === undefined || survivesJson(field));
}

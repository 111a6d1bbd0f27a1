/** Sets a key as JSON would have it, `__proto__` included (which an assignment takes for the prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A shallow copy of a parsed object whose keys stay keys, `__proto__` among them. */
export function copyOwn(value: object): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) setOwn(copy, key, member);
  return copy;
}

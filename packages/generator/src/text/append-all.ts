/**
 * Adds `items` to the end of `list`, however many: `list.push(...items)` passes each item as an
 * argument, and past some 120,000 (a site's static files, a large site's broken links) the call
 * overflows the stack.
 */
export function appendAll<T>(list: T[], items: Iterable<T>): void {
  for (const item of items) list.push(item);
}

import { slugify } from '@docs/shared';
import { pointerOf, type MaybeRef, type Resolver } from './resolve-ref.js';

/** The keys of a path item that hold operations. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** One operation of the description, located and named, before it is turned into a page. */
export interface CollectedOperation {
  method: string;
  path: string;
  /** JSON pointer of the operation in the description. */
  pointer: string;
  operation: MaybeRef;
  /** Parameters of the path item, which the operation inherits. */
  pathParameters: unknown[];
  /** Servers of the path item, which serve the operation unless it names its own. */
  pathServers?: unknown;
  tag: string;
  /** URL segment of the group of pages: `x-resource`, else the tag. */
  resource: string;
  slug: string;
}

/**
 * Every operation under `paths`, with the page slug from `x-slug`, else the kebab-cased `operationId`,
 * else method and path. Slugs are made unique within their resource, the chosen ones (`x-slug`) first.
 */
export function collectOperations(document: Record<string, unknown>, resolve: Resolver): CollectedOperation[] {
  const paths = (document['paths'] ?? {}) as Record<string, unknown>;
  // Every operation, in the order of the paths and, in each, of `METHODS`.
  const listed = Object.entries(paths).flatMap(([path, rawItem]) => {
    const item = resolve<Record<string, unknown>>(rawItem).value;
    if (!item || typeof item !== 'object') return [];
    return METHODS.flatMap((method) => (item[method] && typeof item[method] === 'object' ? [{ path, item, method, operation: item[method] as MaybeRef }] : []));
  });
  // A description that tags no operation (Stripe's, a third of the large public ones) is grouped by what its
  // paths name, as readers look for it: otherwise hundreds of pages would sit in one group, "default".
  const groups = listed.some(({ operation }) => operationTags(operation).length) ? undefined : groupsOfPaths(listed.map(({ path }) => path));
  const found = listed.map(({ path, item, method, operation }) => {
    const tag = operationTags(operation)[0] ?? groups?.get(path) ?? 'default';
    const resource = slugify(String(operation['x-resource'] ?? tag)) || 'default';
    const chosen = typeof operation['x-slug'] === 'string' ? slugify(operation['x-slug']) : '';
    const baseSlug =
      chosen ||
      (typeof operation['operationId'] === 'string' && slugify(operation['operationId'])) ||
      slugify(`${method} ${path.replace(/[{}]/g, '')}`);
    const pathParameters = Array.isArray(item['parameters']) ? item['parameters'] : [];
    return { method, path, pointer: pointerOf(['paths', path, method]), operation, pathParameters, ...(item['servers'] !== undefined ? { pathServers: item['servers'] } : {}), tag, resource, baseSlug, chosen: Boolean(chosen) };
  });
  // Slugs an author chose (`x-slug`) are given first: one made from an operationId that reads the
  // same gets the number, and the chosen URL does not move as operations come and go before it.
  const slugs = new Map<(typeof found)[number], string>();
  const taken = new Set<string>();
  for (const operation of [...found.filter((one) => one.chosen), ...found.filter((one) => !one.chosen)]) {
    let slug = operation.baseSlug;
    for (let n = 2; taken.has(`${operation.resource}/${slug}`); n++) slug = `${operation.baseSlug}-${n}`;
    taken.add(`${operation.resource}/${slug}`);
    slugs.set(operation, slug);
  }
  return found.map(({ baseSlug: _baseSlug, chosen: _chosen, ...operation }, at) => ({ ...operation, slug: slugs.get(found[at]!)! }));
}

/** The tags an operation names, in its order. */
export function operationTags(operation: MaybeRef): string[] {
  return Array.isArray(operation['tags']) ? (operation['tags'] as unknown[]).filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
}

/** Path segments that name no resource: API versions (`v1`, `2.0`, `2010-04-01`) and `api`. */
const NOT_A_RESOURCE = /^(v\d[a-z0-9.]*|\d+(\.\d+)*|\d{4}-\d{2}(-\d{2})?|api|rest)$/i;

/**
 * The groups of the operations of a description that tags none, by path: each path's first segment that
 * names a resource (`/v1/customers/{id}` → `customers`, `/content.json` → `content`), titled as the first
 * path that slugs to it writes it (`Customers` and `customers` are one group). When most groups would hold
 * one operation (APIs of one path an action, as Telegram's), or no path names one, there are none: one
 * group of single entries reads worse than "default".
 */
function groupsOfPaths(paths: readonly string[]): Map<string, string> | undefined {
  const titles = new Map<string, string>();
  const groups = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const path of paths) {
    const segment = resourceOf(path);
    if (segment === undefined) continue;
    const key = slugify(segment);
    if (!titles.has(key)) titles.set(key, segment);
    groups.set(path, titles.get(key)!);
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  return sizes.size > 0 && sizes.size <= paths.length / 2 ? groups : undefined;
}

/** A path's first segment that names a resource, without a file extension (`.json`). */
function resourceOf(path: string): string | undefined {
  for (const raw of path.split(/[?#]/)[0]!.split('/')) {
    const segment = raw.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    if (segment && !segment.includes('{') && !NOT_A_RESOURCE.test(segment) && slugify(segment)) return segment;
  }
  return undefined;
}

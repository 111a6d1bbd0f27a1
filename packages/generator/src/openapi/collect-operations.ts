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
  const found: (Omit<CollectedOperation, 'slug'> & { baseSlug: string; chosen: boolean })[] = [];
  const items = Object.entries(paths).flatMap(([path, rawItem]) => {
    const item = resolve<Record<string, unknown>>(rawItem).value;
    return item && typeof item === 'object' ? [[path, item] as const] : [];
  });
  const tagsOf = (operation: MaybeRef) => (Array.isArray(operation['tags']) ? (operation['tags'] as unknown[]).filter((tag): tag is string => typeof tag === 'string') : []);
  // A description that tags no operation (Stripe's, a third of the large public ones) is grouped by what its
  // paths name, as readers look for it: otherwise hundreds of pages would sit in one group, "default".
  const tagless = !items.some(([, item]) => METHODS.some((method) => item[method] && typeof item[method] === 'object' && tagsOf(item[method] as MaybeRef).length));
  for (const [path, item] of items) {
    const pathParameters = Array.isArray(item['parameters']) ? item['parameters'] : [];
    for (const method of METHODS) {
      const operation = item[method] as MaybeRef | undefined;
      if (!operation || typeof operation !== 'object') continue;
      const tag = tagsOf(operation)[0] ?? (tagless ? groupOfPath(path) : undefined) ?? 'default';
      const resource = slugify(String(operation['x-resource'] ?? tag)) || 'default';
      const chosen = typeof operation['x-slug'] === 'string' ? slugify(operation['x-slug']) : '';
      const baseSlug =
        chosen ||
        (typeof operation['operationId'] === 'string' && slugify(operation['operationId'])) ||
        slugify(`${method} ${path.replace(/[{}]/g, '')}`);
      found.push({ method, path, pointer: pointerOf(['paths', path, method]), operation, pathParameters, ...(item['servers'] !== undefined ? { pathServers: item['servers'] } : {}), tag, resource, baseSlug, chosen: Boolean(chosen) });
    }
  }
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

/** Path segments that name no resource: API versions (`v1`, `2.0`) and `api`. */
const NOT_A_RESOURCE = /^(v\d[a-z0-9.]*|\d+(\.\d+)*|api|rest)$/i;

/** The group of an untagged operation of a description that tags none: its path's first segment that names a resource (`/v1/customers/{id}` → `customers`). */
function groupOfPath(path: string): string | undefined {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .find((segment) => segment && !segment.includes('{') && !NOT_A_RESOURCE.test(segment));
}

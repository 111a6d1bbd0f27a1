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
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve<Record<string, unknown>>(rawItem).value;
    if (!item || typeof item !== 'object') continue;
    const pathParameters = Array.isArray(item['parameters']) ? item['parameters'] : [];
    for (const method of METHODS) {
      const operation = item[method] as MaybeRef | undefined;
      if (!operation || typeof operation !== 'object') continue;
      const tags = Array.isArray(operation['tags']) ? (operation['tags'] as string[]) : [];
      const tag = tags[0] ?? 'default';
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

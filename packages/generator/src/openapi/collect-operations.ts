import { slugify } from '@docs/shared';
import { pointerOf, type MaybeRef, type Resolver } from './resolve-ref.js';

/** The keys of a path item that hold operations. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** One operation of the description, located and named, before it is turned into a page. */
export interface CollectedOperation {
  method: string;
  /** The path the operation is called at; a webhook's name (`signing.completed`) for a webhook. */
  path: string;
  /**
   * Whether this is one of the description's `webhooks` (OpenAPI 3.1): a request the API sends to a URL the
   * reader registered, not one the reader sends, so it has no server and no code samples.
   */
  webhook?: true;
  /** JSON pointer of the operation in the description. */
  pointer: string;
  operation: MaybeRef;
  /**
   * One of an operation's `callbacks` (OpenAPI 3): a request the API sends to a URL the caller gave (its
   * `path` is the URL's expression, `{$request.query.callbackUrl}/data`), a webhook of that operation.
   */
  callback?: { name: string; of: string };
  /** Parameters of the path item, which the operation inherits. */
  pathParameters: unknown[];
  /** Servers of the path item, which serve the operation unless it names its own. */
  pathServers?: unknown;
  tag: string;
  /** URL segment of the group of pages: `x-resource`, else the tag. */
  resource: string;
  slug: string;
}

/** The group of the webhooks that name no tag, after the description's own groups. */
export const WEBHOOKS_GROUP = 'Webhook events';

/**
 * Every operation under `paths`, then every webhook (OpenAPI 3.1's `webhooks`), with the page slug from
 * `x-slug`, else (a webhook's) its name, else the kebab-cased `operationId`, else method and path. Slugs
 * are made unique within their resource, the chosen ones (`x-slug`) first.
 */
export function collectOperations(document: Record<string, unknown>, resolve: Resolver): CollectedOperation[] {
  const operationsOf = (section: 'paths' | 'webhooks') => {
    const items = document[section];
    if (!items || typeof items !== 'object') return [];
    // Every operation, in the order of the items and, in each, of `METHODS`.
    return Object.entries(items as Record<string, unknown>).flatMap(([path, rawItem]) => {
      const item = resolve<Record<string, unknown>>(rawItem).value;
      if (!item || typeof item !== 'object') return [];
      return operationsOfItem(item).map(([at, operation]): Found => ({ section, path, item, method: at.at(-1)!.toLowerCase(), at, operation: operation as MaybeRef }));
    });
  };
  const listed = operationsOf('paths');
  // Swagger 2.0 and OpenAPI 3.0 have no webhooks: a `webhooks` key there is no part of the API.
  const webhooks = typeof document['openapi'] === 'string' && !/^3\.0\b/.test(document['openapi']) ? operationsOf('webhooks') : [];
  // Each operation's callbacks, after every operation: requests the API sends to a URL the call gave.
  const callbacks = listed.flatMap((parent) => callbacksOf(parent, resolve));
  // A description that tags no operation (Stripe's, a third of the large public ones) is grouped by what its
  // paths name, as readers look for it: otherwise hundreds of pages would sit in one group, "default".
  const groups = listed.some(({ operation }) => operationTags(operation).length) ? undefined : groupsOfPaths(listed.map(({ path }) => path));
  const groupOf = (operation: MaybeRef, path: string, webhook: boolean) => operationTags(operation)[0] ?? (webhook ? WEBHOOKS_GROUP : (groups?.get(path) ?? 'default'));
  const slugOf = (operation: MaybeRef, method: string, path: string) => (typeof operation['operationId'] === 'string' && slugify(operation['operationId'])) || slugify(`${method} ${path.replace(/[{}]/g, '')}`);
  const found = [...listed, ...webhooks, ...callbacks].map(({ section, path, item, method, at, operation, callback }) => {
    const webhook = section !== 'paths';
    // A webhook that names no tag is grouped with the other webhooks, not by the path it does not have; a
    // callback with its operation.
    const tag = callback ? (operationTags(operation)[0] ?? groupOf(callback.parent.operation, callback.parent.path, false)) : groupOf(operation, path, webhook);
    const resource = slugify(String(operation['x-resource'] ?? tag)) || 'default';
    const chosen = typeof operation['x-slug'] === 'string' ? slugify(operation['x-slug']) : '';
    // A webhook's name is what readers know it by (`signing.completed`): it names the page before an
    // operationId. A callback is named after its operation and its own name (`post-streams-on-data`).
    const baseSlug =
      chosen ||
      (callback && ((typeof operation['operationId'] === 'string' && slugify(operation['operationId'])) || slugify(`${slugOf(callback.parent.operation, callback.parent.method, callback.parent.path)} ${callback.name}`))) ||
      (webhook && slugify(path)) ||
      slugOf(operation, method, path);
    const pathParameters = Array.isArray(item['parameters']) ? item['parameters'] : [];
    const pointer = callback ? pointerOf(['paths', callback.parent.path, ...callback.parent.at, 'callbacks', callback.name, path, ...at]) : pointerOf([section, path, ...at]);
    return {
      method,
      path,
      ...(webhook ? { webhook: true as const } : {}),
      ...(callback ? { callback: { name: callback.name, of: pointerOf(['paths', callback.parent.path, ...callback.parent.at]) } } : {}),
      pointer,
      operation,
      pathParameters,
      ...(item['servers'] !== undefined && !webhook ? { pathServers: item['servers'] } : {}),
      tag,
      resource,
      baseSlug,
      chosen: Boolean(chosen),
    };
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

/** An operation of the description as found, before it is grouped and named. */
interface Found {
  section: 'paths' | 'webhooks' | 'callbacks';
  path: string;
  item: Record<string, unknown>;
  method: string;
  operation: MaybeRef;
  /** Where it is below its path item: `['get']`, or `['additionalOperations', 'PURGE']` (OpenAPI 3.2). */
  at: string[];
  callback?: { name: string; parent: Found };
}

/**
 * The operations of a path item, each with where it is below the item: a fixed method's field
 * (`['get']`), or OpenAPI 3.2's `['additionalOperations', 'PURGE']`.
 */
export function operationsOfItem(item: Record<string, unknown>): [at: string[], operation: Record<string, unknown>][] {
  const fixed = METHODS.flatMap((method): [string[], Record<string, unknown>][] => (item[method] && typeof item[method] === 'object' ? [[[method], item[method] as Record<string, unknown>]] : []));
  const more = item['additionalOperations'];
  const additional =
    more && typeof more === 'object' && !Array.isArray(more)
      ? Object.entries(more as Record<string, unknown>).flatMap(([key, operation]): [string[], Record<string, unknown>][] =>
          METHOD_TOKEN.test(key) && !METHODS.includes(key.toLowerCase()) && operation && typeof operation === 'object' ? [[['additionalOperations', key], operation as Record<string, unknown>]] : [],
        )
      : [];
  return [...fixed, ...additional];
}

/** A token of HTTP's method names: letters, digits and the few marks a method may hold. */
const METHOD_TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;


/** The operations of an operation's `callbacks`, each path item of each callback, in their order. */
function callbacksOf(parent: Found, resolve: Resolver): Found[] {
  const callbacks = resolve<Record<string, unknown>>(parent.operation['callbacks']).value;
  if (!callbacks || typeof callbacks !== 'object' || Array.isArray(callbacks)) return [];
  return Object.entries(callbacks).flatMap(([name, raw]) => {
    const callback = resolve<Record<string, unknown>>(raw).value;
    if (!callback || typeof callback !== 'object' || Array.isArray(callback)) return [];
    return Object.entries(callback).flatMap(([expression, rawItem]) => {
      const item = resolve<Record<string, unknown>>(rawItem).value;
      if (!item || typeof item !== 'object' || expression.startsWith('x-')) return [];
      return operationsOfItem(item).map(([at, operation]): Found => ({ section: 'callbacks', path: expression, item, method: at.at(-1)!.toLowerCase(), at, operation: operation as MaybeRef, callback: { name, parent } }));
    });
  });
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

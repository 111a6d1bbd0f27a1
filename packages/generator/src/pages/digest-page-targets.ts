import { streamedDigest } from '../cache/digest.js';

const digests = new WeakMap<readonly string[], { path: string; digest: string }>();

/**
 * A digest of a page's path and ids: what the links of every page are checked against. The build
 * cache keeps it with the page's summary, so the link check knows whether the site's targets changed
 * without reading the records of pages that did not. Made once per list of ids (a record kept from
 * build to build, as `docs dev` keeps them, keeps its list).
 */
export function digestPageTargets(page: { path: string; ids: readonly string[] }): string {
  const kept = digests.get(page.ids);
  if (kept?.path === page.path) return kept.digest;
  const digest = streamedDigest([page.path, ...page.ids]);
  digests.set(page.ids, { path: page.path, digest });
  return digest;
}

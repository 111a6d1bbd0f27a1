import type { CollectedOperation } from './collect-operations.js';
import { operationPath, tagAnchor, tagTitlesOf } from './plan-api-pages.js';

/**
 * Reads the links Redoc gives its sections, which descriptions written for Redoc use in their own text
 * (`#tag/Domain-Records`, `#operation/createRecord`, `#tag/Domains/operation/createRecord`), as the
 * pages of this site that show the same: the tag's section of the API index, the operation's page.
 * Returns undefined for any other link, and for one that names no tag or operation of the description.
 */
export function createRedocLinkReader(document: Record<string, unknown>, operations: readonly CollectedOperation[], indexPath: string): (url: string) => string | undefined {
  let targets: { tags: Map<string, string>; operations: Map<string, string> } | undefined;
  const targetsOf = () => {
    if (targets) return targets;
    const titles = tagTitlesOf(document);
    const tags = new Map<string, string>();
    const byId = new Map<string, string>();
    for (const operation of operations) {
      // Redoc writes a tag by its name, slugged with its case kept (`Domain Records` → `Domain-Records`).
      const key = tagKey(operation.tag);
      if (!tags.has(key)) tags.set(key, `${indexPath}#${tagAnchor(titles.get(operation.tag) ?? operation.tag)}`);
      const id = operation.operation['operationId'];
      if (typeof id === 'string' && !byId.has(id)) byId.set(id, operationPath(indexPath, operation));
    }
    return (targets = { tags, operations: byId });
  };
  return (url) => {
    if (!url.startsWith('#tag/') && !url.startsWith('#operation/')) return undefined;
    let fragment: string;
    try {
      fragment = decodeURIComponent(url.slice(1));
    } catch {
      return undefined;
    }
    const operation = /^(?:tag\/[^/]*\/)?operation\/(.+)$/.exec(fragment);
    if (operation) return targetsOf().operations.get(operation[1]!);
    const tag = /^tag\/([^/]+)$/.exec(fragment);
    return tag ? targetsOf().tags.get(tagKey(tag[1]!)) : undefined;
  };
}

/** A tag's name as Redoc's links and ours compare it: lower case, each run of other characters one `-`. */
function tagKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

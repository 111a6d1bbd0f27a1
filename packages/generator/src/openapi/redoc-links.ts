import type { CollectedOperation } from './collect-operations.js';
import { operationPath, tagAnchorsOf, tagTitlesOf } from './plan-api-pages.js';

/**
 * Reads the links Redoc gives its sections, which descriptions written for Redoc use in their own text
 * (`#tag/Domain-Records`, `#operation/createRecord`, `#tag/Domains/operation/createRecord`, and
 * Redocly's `#tag/Domains/GET/domains/{id}` by method and path), as the pages of this site that show the
 * same: the tag's section of the API index, the operation's page. Returns undefined for any other link,
 * and for one that names no tag or operation of the description.
 */
export function createRedocLinkReader(document: Record<string, unknown>, operations: readonly CollectedOperation[], indexPath: string): (url: string) => string | undefined {
  let targets: { tags: Map<string, string>; operations: Map<string, string>; byMethodPath: Map<string, string> } | undefined;
  const targetsOf = () => {
    if (targets) return targets;
    const titles = tagTitlesOf(document);
    const anchors = tagAnchorsOf(document, operations);
    const tags = new Map<string, string>();
    const byId = new Map<string, string>();
    const byMethodPath = new Map<string, string>();
    for (const operation of operations) {
      const target = `${indexPath}#${anchors.get(titles.get(operation.tag) ?? operation.tag)}`;
      for (const key of tagKeys(operation.tag)) if (!tags.has(key)) tags.set(key, target);
      const id = operation.operation['operationId'];
      if (typeof id === 'string' && !byId.has(id)) byId.set(id, operationPath(indexPath, operation));
      const methodPath = `${operation.method.toUpperCase()} ${operation.path.replace(/^\/+/, '')}`;
      if (!operation.webhook && !byMethodPath.has(methodPath)) byMethodPath.set(methodPath, operationPath(indexPath, operation));
    }
    return (targets = { tags, operations: byId, byMethodPath });
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
    const byMethod = /^tag\/[^/]*\/(get|put|post|delete|options|head|patch|trace|query)\/(.+)$/i.exec(fragment);
    if (byMethod) return targetsOf().byMethodPath.get(`${byMethod[1]!.toUpperCase()} ${byMethod[2]!.replace(/^\/+/, '')}`);
    const tag = /^tag\/([^/]+)$/.exec(fragment);
    if (!tag) return undefined;
    const { tags } = targetsOf();
    return tagKeys(tag[1]!).map((key) => tags.get(key)).find((target) => target !== undefined);
  };
}

/** Words Redoc's slugs write for signs (the `slugify` package's): `Billing & Payments` → `Billing-and-Payments`. */
const SIGN_WORDS: Record<string, string> = { '&': 'and', '|': 'or', $: 'dollar', '%': 'percent', '<': 'less', '>': 'greater' };

/**
 * The keys a tag's name (or a link's slug of it) is compared by, lower case either way: each run of other
 * characters one `-`, and as Redoc slugs it (`Domain Records` → `Domain-Records`: signs written as words,
 * accents dropped, other punctuation left out, so `Admin/Users` → `AdminUsers`). Names in other scripts,
 * which Redoc transliterates, are matched as written only.
 */
function tagKeys(name: string): string[] {
  const lower = name.toLowerCase();
  const plain = lower.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const slugged = lower
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[&|$%<>]/g, (sign) => SIGN_WORDS[sign]!)
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slugged === plain ? [plain] : [plain, slugged];
}

import type { Route, SidebarItem } from '@docs/shared';
import { markdownTitle } from '../text/markdown-title.js';
import { collectOperations, type CollectedOperation } from './collect-operations.js';
import { createResolver } from './resolve-ref.js';

/** The API reference before any page is rendered: cheap enough for the model, which needs every route. */
export interface ApiPlan {
  /** One route per operation, without its view, which each page job builds (on a worker thread on large sites). */
  routes: Route[];
  /** The "API reference" sidebar category: one sub-category per tag, operations with method badges. */
  sidebar: SidebarItem[];
  /** The JSON pointer of each page's operation, by route path. */
  operations: Map<string, string>;
}

/** The title of an operation's page: its summary as one line of plain text, else its method and path. */
export function operationSummary(collected: CollectedOperation): string {
  const summary = collected.operation['summary'];
  const title = typeof summary === 'string' ? markdownTitle(summary) : '';
  return title || `${collected.method.toUpperCase()} ${collected.path}`;
}

/** One page per operation of the description, at `/docs/api/<resource>/<slug>`: routes and sidebar. */
export function planApiPages(document: Record<string, unknown>, specFile: string): ApiPlan {
  const tagTitles = new Map(
    ((document['tags'] ?? []) as Record<string, unknown>[]).map((tag) => [String(tag['name']), String(tag['x-displayName'] ?? tag['summary'] ?? tag['name'])]),
  );
  const routes: Route[] = [];
  const operations = new Map<string, string>();
  const byTag = new Map<string, SidebarItem[]>();
  for (const collected of collectOperations(document, createResolver(document))) {
    const path = `/docs/api/${collected.resource}/${collected.slug}`;
    const summary = operationSummary(collected);
    const method = collected.method.toUpperCase();
    const operationId = typeof collected.operation['operationId'] === 'string' ? collected.operation['operationId'] : undefined;
    const tagTitle = tagTitles.get(collected.tag) ?? collected.tag;
    routes.push({
      path,
      kind: 'api-operation',
      title: summary,
      description: `${method} ${collected.path}${operationId ? ` (${operationId})` : ''}`,
      source: { file: specFile, pointer: collected.pointer },
      headings: [],
      toc: [],
      breadcrumbs: [{ label: 'Docs', path: '/docs/' }, { label: 'API reference' }, { label: tagTitle }, { label: summary }],
      hasSidebar: true,
    });
    operations.set(path, collected.pointer);
    const items = byTag.get(tagTitle) ?? [];
    items.push({ type: 'link', label: summary, path, badge: method });
    byTag.set(tagTitle, items);
  }
  const sidebar: SidebarItem[] = byTag.size
    ? [{ type: 'category', label: 'API reference', items: [...byTag].map(([label, items]) => ({ type: 'category' as const, label, items })) }]
    : [];
  return { routes, sidebar, operations };
}

import type { Processor } from 'unified';
import { API_SECTION_IDS, parametersSectionId, type ApiOperationView, type Heading, type Route, type SidebarItem } from '@docs/shared';
import { renderMarkdown } from '../markdown/render-markdown.js';
import type { LinkOrigins } from '../text/written-link.js';
import { buildOperationView } from './build-operation-view.js';
import { collectOperations } from './collect-operations.js';
import { normalizeOperation } from './normalize-operation.js';
import { createResolver } from './resolve-ref.js';

export interface ApiPages {
  routes: Route[];
  /** The "API reference" sidebar category: one sub-category per tag, operations with method badges. */
  sidebar: SidebarItem[];
  /** Where the links in each page's descriptions were written (the spec file and a JSON pointer). */
  origins: Map<string, LinkOrigins>;
}

/** One page per operation of the description, at `/docs/api/<resource>/<slug>`. */
export function buildApiPages(
  document: Record<string, unknown>,
  options: { specFile: string; processor: Processor; codeSampleLanguages: readonly string[] },
): ApiPages {
  const resolve = createResolver(document);
  const tagTitles = new Map(
    ((document['tags'] ?? []) as Record<string, unknown>[]).map((tag) => [String(tag['name']), String(tag['x-displayName'] ?? tag['summary'] ?? tag['name'])]),
  );
  const routes: Route[] = [];
  const origins = new Map<string, LinkOrigins>();
  const byTag = new Map<string, SidebarItem[]>();
  // The same schema descriptions appear on many pages; render each text once.
  const renderedDescriptions = new Map<string, ReturnType<typeof renderMarkdown>>();
  for (const collected of collectOperations(document, resolve)) {
    const path = `/docs/api/${collected.resource}/${collected.slug}`;
    const pageOrigins: LinkOrigins = new Map();
    const describe = (markdown: string) => {
      let rendered = renderedDescriptions.get(markdown);
      if (!rendered) {
        rendered = renderMarkdown(options.processor, markdown, options.specFile, (url) => url);
        renderedDescriptions.set(markdown, rendered);
      }
      for (const link of rendered.links) if (!pageOrigins.has(link.url)) pageOrigins.set(link.url, { written: link.written, pointer: collected.pointer });
      return rendered.html;
    };
    const normal = normalizeOperation(document, collected, resolve);
    const view = buildOperationView(collected, normal, { document, resolve, describe, codeSampleLanguages: options.codeSampleLanguages });
    const tagTitle = tagTitles.get(collected.tag) ?? collected.tag;
    const headings = headingsOf(view);
    routes.push({
      path,
      kind: 'api-operation',
      title: view.summary,
      description: `${view.method} ${view.path}${view.operationId ? ` (${view.operationId})` : ''}`,
      source: { file: options.specFile, pointer: collected.pointer },
      headings,
      toc: headings.filter((h) => h.depth >= 2 && h.depth <= 3),
      breadcrumbs: [{ label: 'Docs', path: '/docs/' }, { label: 'API reference' }, { label: tagTitle }, { label: view.summary }],
      hasSidebar: true,
      api: view,
    });
    origins.set(path, pageOrigins);
    const items = byTag.get(tagTitle) ?? [];
    items.push({ type: 'link', label: view.summary, path, badge: view.method });
    byTag.set(tagTitle, items);
  }
  const sidebar: SidebarItem[] = byTag.size
    ? [{ type: 'category', label: 'API reference', items: [...byTag].map(([label, items]) => ({ type: 'category' as const, label, items })) }]
    : [];
  return { routes, sidebar, origins };
}

/** The headings the operation page template renders, for the table of contents and search. */
export function headingsOf(view: ApiOperationView): Heading[] {
  const headings: Heading[] = [{ depth: 1, id: API_SECTION_IDS.overview, text: view.summary }];
  if (view.codeSamples.length) headings.push({ depth: 2, id: API_SECTION_IDS.codeSamples, text: 'Code samples' });
  if (view.security.length) headings.push({ depth: 2, id: API_SECTION_IDS.authorization, text: 'Authorization' });
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    if (view.parameters.some((p) => p.location === location)) headings.push({ depth: 2, id: parametersSectionId(location), text: `${location.charAt(0).toUpperCase()}${location.slice(1)} parameters` });
  }
  if (view.requestBody) headings.push({ depth: 2, id: API_SECTION_IDS.requestBody, text: 'Request body' });
  if (view.responses.length) {
    headings.push({ depth: 2, id: API_SECTION_IDS.responses, text: 'Responses' });
    for (const response of view.responses) headings.push({ depth: 3, id: response.id, text: response.status });
  }
  return headings;
}

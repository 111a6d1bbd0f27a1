import type { ApiOperationView, Route } from '@docs/shared';
import type { SearchPage, SearchSection } from '@docs/shared/search';
import { extractSections } from './extract-sections.js';

export interface RenderedPage {
  route: Route;
  html: string;
}

export interface SearchRecords {
  pages: SearchPage[];
  sections: SearchSection[];
  /** The text of each section, by section number. */
  texts: string[];
}

/** Pages that are not content: the search page itself and the not-found page. */
const UNINDEXED = new Set<Route['kind']>(['search', 'not-found']);

/** "sendSigning" → "sendSigning send Signing", so both the identifier and its words match. */
function identifierWords(identifier: string): string {
  const words = identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words === identifier ? identifier : `${identifier} ${words}`;
}

/** What a developer may type to find an operation: `POST /signings/{signing_id}/send`, `sendSigning`, `signing_id`. */
export function buildApiKeywords(api: ApiOperationView): string {
  return [
    `${api.method.toUpperCase()} ${api.path}`,
    ...(api.operationId ? [identifierWords(api.operationId)] : []),
    ...api.parameters.map((parameter) => identifierWords(parameter.name)),
  ].join(' ');
}

/** One search page per content route and one section per h1–h3 heading of its rendered HTML. */
export function buildSearchRecords(rendered: RenderedPage[]): SearchRecords {
  const records: SearchRecords = { pages: [], sections: [], texts: [] };
  for (const { route, html } of rendered) {
    if (UNINDEXED.has(route.kind)) continue;
    const page = records.pages.length;
    const trail = route.breadcrumbs.slice(0, -1).map((crumb) => crumb.label).filter((label) => label !== 'Docs');
    records.pages.push(route.api ? [route.title, route.path, trail.join(' › '), buildApiKeywords(route.api)] : [route.title, route.path, trail.join(' › ')]);
    for (const section of extractSections(html)) {
      records.sections.push([page, section.anchor, section.headings]);
      records.texts.push(section.text);
    }
  }
  return records;
}

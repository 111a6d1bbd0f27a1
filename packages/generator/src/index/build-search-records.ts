import type { ApiOperationView, Route } from '@docs/shared';
import type { SearchPage, SearchSection } from '@docs/shared/search';
import type { PageSection } from '../text/create-section-collector.js';

/** A page as search sees it: its route, and the sections its rendering recorded. */
export interface IndexedPage {
  route: Route;
  sections: readonly PageSection[];
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

/** One search page per content route and one section per h1–h3 heading of its page. */
export function buildSearchRecords(indexed: readonly IndexedPage[]): SearchRecords {
  const records: SearchRecords = { pages: [], sections: [], texts: [] };
  for (const { route, sections } of indexed) {
    if (UNINDEXED.has(route.kind)) continue;
    const page = records.pages.length;
    const trail = route.breadcrumbs.slice(0, -1).map((crumb) => crumb.label).filter((label) => label !== 'Docs');
    records.pages.push(route.api ? [route.title, route.path, trail.join(' › '), buildApiKeywords(route.api)] : [route.title, route.path, trail.join(' › ')]);
    for (const section of sections) {
      records.sections.push([page, section.anchor, section.headings]);
      records.texts.push(section.text);
    }
  }
  return records;
}

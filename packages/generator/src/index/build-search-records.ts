import { searchIndexPathOf, type Route, type SiteVersion } from '@docs/shared';
import type { SearchPage, SearchSection } from '@docs/shared/search';
import { unpackText, type PackedSection } from '../text/packed-text.js';

/** A page as search sees it: its route, and the sections (and, for an API operation, the keywords) its rendering recorded. */
export interface IndexedPage {
  route: Route;
  sections: readonly PackedSection[];
  keywords?: string;
  /** The key of the page in the build cache, which changes whenever its record does. */
  key?: string;
}

export interface SearchRecords {
  pages: SearchPage[];
  sections: SearchSection[];
  /** The text of each section, by section number. */
  texts: string[];
  /** The key of each page (`IndexedPage.key`), by page number; empty for a page without one. */
  keys: string[];
}

/** The search records of each docs version, with the output path of its index's entry: the latest's first. */
export type SiteSearchRecords = { entry: string; records: SearchRecords }[];

/**
 * The pages of each docs version apart, each version searched on its own (a page of no version, such as
 * the home page, is the latest's). Without versions, one index of every page.
 */
export function buildSiteSearchRecords(indexed: readonly IndexedPage[], versions: readonly SiteVersion[] | undefined): SiteSearchRecords {
  if (!versions?.length) return [{ entry: searchIndexPathOf(undefined).slice(1), records: buildSearchRecords(indexed) }];
  const latest = versions[0]!.name;
  return versions.map((version) => ({
    entry: version.searchIndex.slice(1),
    records: buildSearchRecords(indexed.filter((page) => (page.route.version?.name ?? latest) === version.name)),
  }));
}

/** Pages that are not content: the search page itself and the not-found page. */
const UNINDEXED = new Set<Route['kind']>(['search', 'not-found']);

/** One search page per content route and one section per h1–h3 heading of its page. */
export function buildSearchRecords(indexed: readonly IndexedPage[]): SearchRecords {
  const records: SearchRecords = { pages: [], sections: [], texts: [], keys: [] };
  for (const { route, sections, keywords, key } of indexed) {
    if (UNINDEXED.has(route.kind)) continue;
    const page = records.pages.length;
    const trail = route.breadcrumbs.slice(0, -1).map((crumb) => crumb.label).filter((label) => label !== 'Docs');
    records.keys.push(key ?? '');
    records.pages.push(keywords ? [route.title, route.path, trail.join(' › '), keywords] : [route.title, route.path, trail.join(' › ')]);
    for (const section of sections) {
      records.sections.push([page, section.anchor, section.headings]);
      records.texts.push(unpackText(section.text));
    }
  }
  return records;
}

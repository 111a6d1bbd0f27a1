import { searchIndexPathOf, type Route, type SiteVersion } from '@docs/shared';
import type { SearchContent, SearchPage, SearchSection } from '@docs/shared/search';
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

/**
 * The pages one search index covers, in order, read only where the index needs them: a build with the
 * cache reads the pages of the runs whose blocks it does not keep (see `buildSearchIndex`).
 */
export interface SearchSource {
  urls: readonly string[];
  /** Each page's key in the build cache; empty for a page without one, whose run is then made again every time. */
  keys: readonly string[];
  /** The content of pages `first` to `end`, numbered from 0. */
  read(first: number, end: number): SearchContent;
  /** About how many characters the texts of pages `first` to `end` have, counted without reading them out. */
  characters(first: number, end: number): number;
}

/** The search source of records read already. */
export function searchSourceOf(records: SearchRecords): SearchSource {
  // Where each page's sections start; sections follow their pages in order.
  const firstSection: number[] = [];
  for (let page = 0, section = 0; page <= records.pages.length; page++) {
    while (section < records.sections.length && records.sections[section]![0] < page) section++;
    firstSection.push(section);
  }
  return {
    urls: records.pages.map(([, url]) => url),
    keys: records.keys,
    read(first, end) {
      const [from, to] = [firstSection[first]!, firstSection[end]!];
      return {
        pages: records.pages.slice(first, end),
        sections: records.sections.slice(from, to).map(([page, anchor, headings]) => [page - first, anchor, headings]),
        texts: records.texts.slice(from, to),
      };
    },
    characters(first, end) {
      let characters = 0;
      for (let section = firstSection[first]!; section < firstSection[end]!; section++) characters += records.texts[section]!.length;
      return characters;
    },
  };
}

/** The search records of each docs version, with the output path of its index's entry: the latest's first. */
export type SiteSearchRecords = { entry: string; records: SearchRecords }[];

/**
 * The pages of each docs version apart, each version searched on its own (a page of no version, such as
 * the home page, is the latest's). Without versions, one index of every page.
 */
function splitByVersion<T extends { route: Route }>(pages: readonly T[], versions: readonly SiteVersion[] | undefined): { entry: string; pages: T[] }[] {
  if (!versions?.length) return [{ entry: searchIndexPathOf(undefined).slice(1), pages: [...pages] }];
  const latest = versions[0]!.name;
  return versions.map((version) => ({ entry: version.searchIndex.slice(1), pages: pages.filter((page) => (page.route.version?.name ?? latest) === version.name) }));
}

export function buildSiteSearchRecords(indexed: readonly IndexedPage[], versions: readonly SiteVersion[] | undefined): SiteSearchRecords {
  return splitByVersion(indexed, versions).map(({ entry, pages }) => ({ entry, records: buildSearchRecords(pages) }));
}

/** A page for the index whose record is read only if its run of pages is indexed again. */
export interface PageToIndex {
  route: Route;
  key: string;
  read: () => Pick<IndexedPage, 'sections' | 'keywords'>;
}

/**
 * The search source of each docs version (as `buildSiteSearchRecords`), reading a page's record only
 * when its run is indexed again; with the pages it covers, in its order.
 */
export function buildSiteSearchSources<T extends PageToIndex>(pages: readonly T[], versions: readonly SiteVersion[] | undefined): { entry: string; records: SearchSource; pages: T[] }[] {
  return splitByVersion(pages, versions).map(({ entry, pages: ofVersion }) => {
    const indexed = ofVersion.filter(({ route }) => !UNINDEXED.has(route.kind));
    const source: SearchSource = {
      urls: indexed.map(({ route }) => route.path),
      keys: indexed.map(({ key }) => key),
      read(first, end) {
        const records: SearchRecords = { pages: [], sections: [], texts: [], keys: [] };
        for (const page of indexed.slice(first, end)) addPage(records, { route: page.route, ...page.read() });
        return records;
      },
      characters(first, end) {
        let characters = 0;
        // A packed text's length in bytes for one kept as UTF-8: near enough to share out work.
        for (const page of indexed.slice(first, end)) for (const section of page.read().sections) characters += section.text.length;
        return characters;
      },
    };
    return { entry, records: source, pages: indexed };
  });
}

/** Pages that are not content: the search page itself and the not-found page. */
const UNINDEXED = new Set<Route['kind']>(['search', 'not-found']);

/** One search page per content route and one section per h1–h3 heading of its page. */
export function buildSearchRecords(indexed: readonly IndexedPage[]): SearchRecords {
  const records: SearchRecords = { pages: [], sections: [], texts: [], keys: [] };
  for (const page of indexed) if (!UNINDEXED.has(page.route.kind)) addPage(records, page);
  return records;
}

function addPage(records: SearchRecords, { route, sections, keywords, key }: IndexedPage): void {
  const page = records.pages.length;
  const trail = route.breadcrumbs.slice(0, -1).map((crumb) => crumb.label).filter((label) => label !== 'Docs');
  records.keys.push(key ?? '');
  records.pages.push(keywords ? [route.title, route.path, trail.join(' › '), keywords] : [route.title, route.path, trail.join(' › ')]);
  for (const section of sections) {
    records.sections.push([page, section.anchor, section.headings]);
    records.texts.push(unpackText(section.text));
  }
}

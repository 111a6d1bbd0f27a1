import { FIELD_TOKENIZE } from './create-search-indexes.js';
import { decodePostings } from './encode-postings.js';
import type { LoadedSearch } from './open-search.js';
import { SEARCH_FIELDS, type Postings, type SearchField, type SearchPageShard, type SearchTermShard, type SearchTextShard } from './search-data.js';

function addTerms(search: LoadedSearch, shard: SearchTermShard): void {
  const byField = new Map<SearchField, [string, Postings][]>();
  for (const [term, ...postings] of shard) {
    SEARCH_FIELDS.forEach((field, at) => {
      const encoded = postings[at];
      if (!encoded) return;
      const marks = FIELD_TOKENIZE[field] === 'forward' ? { whole: [], sole: [] } : undefined;
      const slots = decodePostings(encoded, marks);
      if (marks) {
        (search.whole[field] ??= new Map()).set(term, new Set(marks.whole));
        (search.sole[field] ??= new Map()).set(term, new Set(marks.sole));
      }
      let entries = byField.get(field);
      if (!entries) byField.set(field, (entries = []));
      entries.push([term, slots]);
    });
  }
  // FlexSearch adds imported entries to what the index holds; it takes them parsed as well as as a string.
  for (const [field, entries] of byField) search.indexes[field].import('map', entries as unknown as string);
}

function addPages(search: LoadedSearch, shard: number, data: SearchPageShard): void {
  const firstPage = search.entry.pages[shard]![0];
  data.pages.forEach((page, at) => (search.pages[firstPage + at] = page));
  // The shard counts its pages and sections from its own first ones.
  const firstSection = search.pageStarts[firstPage]!;
  data.sections.forEach(([page, anchor, headings], at) => (search.sections[firstSection + at] = [firstPage + page, anchor, headings]));
  search.textShards.set(
    shard,
    data.texts.map(([first, url]) => [firstSection + first, url]),
  );
  for (const [, url] of data.texts) search.parts.set(url, { kind: 'text' });
}

/** Brings a fetched part into the search; parts it does not name (or names no more) are ignored. */
export function addSearchPart(search: LoadedSearch, url: string, data: unknown): void {
  const part = search.parts.get(url);
  if (!part || search.loaded.has(url)) return;
  if (part.kind === 'terms') addTerms(search, data as SearchTermShard);
  else if (part.kind === 'pages') addPages(search, part.shard, data as SearchPageShard);
  else if (part.kind === 'text') search.texts.set(url, data as SearchTextShard);
  else search.vocabulary = data as string[];
  search.loaded.add(url);
}

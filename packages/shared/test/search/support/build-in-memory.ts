import { buildSearchParts, createPartLoader, loadWholeSearch, openSearch, type LoadedSearch, type LoadParts, type SearchContent, type SearchShardSizes } from '../../../src/search/index.js';

/** A search index built into memory: its entry, its parts by URL, and the URLs fetched so far. */
export interface InMemoryIndex {
  entry: ReturnType<typeof buildSearchParts>;
  parts: Map<string, string>;
  fetched: string[];
  /** Opens the index as the browser does, with the entry and the core only; `load` fetches parts into it. */
  open(): { search: LoadedSearch; load: LoadParts };
  /** Opens the index with every part loaded. */
  openWhole(): Promise<LoadedSearch>;
}

/** Builds an index into memory, with part URLs that say their kind (`/pages/3`). */
export function buildInMemory(content: SearchContent, sizes?: SearchShardSizes): InMemoryIndex {
  const parts = new Map<string, string>();
  const entry = buildSearchParts(
    content,
    (kind, contents) => {
      const url = `/${kind}/${parts.size}`;
      parts.set(url, contents);
      return url;
    },
    sizes,
  );
  parts.set('/search-index.json', JSON.stringify(entry));
  const fetchPart = async (url: string) => {
    index.fetched.push(url);
    const contents = parts.get(url);
    if (contents === undefined) throw new Error(`${url} not found`);
    return JSON.parse(contents) as unknown;
  };
  const index: InMemoryIndex = {
    entry,
    parts,
    fetched: [],
    open() {
      const search = openSearch(JSON.parse(parts.get('/search-index.json')!), JSON.parse(parts.get(entry.core)!));
      return { search, load: createPartLoader(search, fetchPart) };
    },
    openWhole: () => loadWholeSearch(fetchPart),
  };
  return index;
}

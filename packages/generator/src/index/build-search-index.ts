import { buildSearchParts, SEARCH_INDEX_PATH, type SearchShardSizes } from '@docs/shared/search';
import type { OutputFile } from '@docs/shared';
import { hashedName } from '../write/content-hash.js';
import type { SearchRecords } from './build-search-records.js';

/** Where the browser looks first; it names the content-hashed parts of this build. */
export const SEARCH_INDEX_ENTRY = SEARCH_INDEX_PATH.slice(1);

/**
 * Builds the search index from the pages' search records: its parts (`assets/search-<kind>.<hash>.json`:
 * the core, term shards, page shards, text shards and the vocabulary), and the entry that names them.
 */
export function buildSearchIndex(records: SearchRecords, sizes?: SearchShardSizes): { files: OutputFile[]; pages: number; sections: number } {
  const files: OutputFile[] = [];
  const written = new Set<string>();
  const entry = buildSearchParts(
    records,
    (kind, contents) => {
      const path = hashedName(`assets/search-${kind}.json`, contents);
      // Parts with the same contents (such as the texts of pages without text) are one file.
      if (!written.has(path)) files.push({ path, contents });
      written.add(path);
      return `/${path}`;
    },
    sizes,
  );
  files.push({ path: SEARCH_INDEX_ENTRY, contents: `${JSON.stringify(entry)}\n` });
  return { files, pages: records.pages.length, sections: records.sections.length };
}

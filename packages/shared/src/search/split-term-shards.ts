import { capPostings } from './cap-postings.js';
import { FIELD_TOKENIZE } from './create-search-indexes.js';
import { encodePostings } from './encode-postings.js';
import type { MergedPostings } from './search-block.js';
import { POSTINGS_PER_TERM, SEARCH_FIELDS, type SearchField, type SearchTermEntry } from './search-data.js';

/** A term shard as written: the first term it holds, and its JSON. */
export interface TermShardContents {
  firstTerm: string;
  contents: string;
}

/**
 * Files every term with its postings in each field into shards of about `shardSize` characters, in
 * term order, so that the shard of a term is the last one whose first term is not after it. A query
 * fetches one shard per term; the starts of a word ("rec", "reci") sit next to each other, so typing
 * a word on mostly stays within one shard.
 */
export function splitTermShards(fields: Record<SearchField, Map<string, MergedPostings>>, shardSize: number): TermShardContents[] {
  const terms = new Set<string>();
  for (const field of SEARCH_FIELDS) for (const term of fields[field].keys()) terms.add(term);
  const shards: TermShardContents[] = [];
  let entries: string[] = [];
  let firstTerm = '';
  let size = 0;
  const flush = () => {
    if (entries.length) shards.push({ firstTerm, contents: `[${entries.join(',')}]` });
    entries = [];
    size = 0;
  };
  for (const term of [...terms].sort()) {
    const entry: SearchTermEntry = [term];
    for (const field of SEARCH_FIELDS) {
      const list = fields[field].get(term);
      if (!list) {
        entry.push(0);
        continue;
      }
      const marks = FIELD_TOKENIZE[field] === 'forward' ? { whole: new Set(list.whole), sole: new Set(list.sole) } : undefined;
      entry.push(encodePostings(capPostings(list.slots, POSTINGS_PER_TERM), marks));
    }
    const json = JSON.stringify(entry);
    if (size > 0 && size + json.length > shardSize) flush();
    if (!entries.length) firstTerm = term;
    entries.push(json);
    size += json.length + 1;
  }
  flush();
  // The first shard also answers for terms before its first one: that they are in no field.
  if (shards[0]) shards[0].firstTerm = '';
  return shards;
}

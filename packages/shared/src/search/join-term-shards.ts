import { FIELD_TOKENIZE } from './create-search-indexes.js';
import type { PostingsBlock } from './search-block.js';
import { PAGE_FIELDS, POSTINGS_PER_TERM, SEARCH_FIELDS, type SearchField } from './search-data.js';
import { CLOSE, COMMA, createJsonBytes, OPEN, ZERO, type JsonBytes } from './json-bytes.js';

/** A term shard as written: the first term it holds, and its JSON. */
export interface TermShardContents {
  firstTerm: string;
  contents: string;
}

/** How a document matches a term in a prefix field: by its start, as a whole word, as the whole field (`encodePostings`). */
const MATCHES = 3;
const WHOLE = 1;
const SOLE = 2;

/**
 * The term shards of consecutive blocks' postings: every term in term order with its postings in each
 * field (the best `POSTINGS_PER_TERM` documents, numbered from the first block's first page and
 * section, encoded as `encodePostings` does), filed into shards of about `shardSize` characters, so
 * that the shard of a term is the last one whose first term is not after it. A query fetches one shard
 * per term; the starts of a word ("rec", "reci") sit next to each other, so typing a word on mostly
 * stays within one shard.
 *
 * Each term's entry is written straight from the blocks' flat numbers: merging them into lists first
 * took most of the time of a rebuild's index at 10,000 pages, which merges every kept block.
 */
export function joinTermShards(blocks: readonly PostingsBlock[], shardSize: number): TermShardContents[] {
  const { terms, rankOf } = rankTerms(blocks);
  const fields = SEARCH_FIELDS.map((field) => locateField(blocks, field, rankOf, terms.length));
  const writer = createEntryWriter(blocks);
  const shards: TermShardContents[] = [];
  const shard = createJsonBytes();
  const entry = createJsonBytes();
  const decoder = new TextDecoder();
  let firstTerm = '';
  // The shard's size as the JSON's length in characters, which is what `shardSize` counts.
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    shard.byte(CLOSE);
    shards.push({ firstTerm, contents: decoder.decode(shard.bytes()) });
    shard.reset();
    size = 0;
  };
  for (let term = 0; term < terms.length; term++) {
    // Only terms the postings name: a block's list of terms holds no other, but nothing rests on that.
    if (fields.every((places) => places.start[term] === places.start[term + 1])) continue;
    entry.reset();
    entry.byte(OPEN);
    const name = JSON.stringify(terms[term]);
    entry.text(name);
    for (const field of fields) {
      entry.byte(COMMA);
      writer.write(entry, field, term);
    }
    entry.byte(CLOSE);
    const length = entry.length() - entry.textBytes + name.length;
    if (size > 0 && size + length > shardSize) flush();
    if (size === 0) {
      firstTerm = terms[term]!;
      shard.byte(OPEN);
    } else shard.byte(COMMA);
    shard.append(entry);
    size += length + 1;
  }
  flush();
  // The first shard also answers for terms before its first one: that they are in no field.
  if (shards[0]) shards[0].firstTerm = '';
  return shards;
}

/**
 * Every term of the blocks once, in order (as `Array.prototype.sort` orders strings), and for each
 * block the rank of each of its own terms in that order.
 */
function rankTerms(blocks: readonly PostingsBlock[]): { terms: string[]; rankOf: Int32Array[] } {
  // Each distinct term numbered as first met, and each block's terms by those numbers: plain loops,
  // where typed arrays' `from` and `map` with a callback took a fifth of a join of 10,000 pages.
  const numbers = new Map<string, number>();
  const found: string[] = [];
  const numberOf = blocks.map((block) => {
    const own = new Int32Array(block.terms.length);
    for (let at = 0; at < own.length; at++) {
      const term = block.terms[at]!;
      let number = numbers.get(term);
      if (number === undefined) numbers.set(term, (number = found.push(term) - 1));
      own[at] = number;
    }
    return own;
  });
  // The default sort compares strings by their UTF-16 code units, as `<` does, and faster than a comparator.
  const terms = found.slice().sort();
  const rank = new Int32Array(found.length);
  for (let at = 0; at < terms.length; at++) rank[numbers.get(terms[at]!)!] = at;
  const rankOf = numberOf.map((own) => {
    for (let at = 0; at < own.length; at++) own[at] = rank[own[at]!]!;
    return own;
  });
  return { terms, rankOf };
}

/**
 * Where the postings of each term in one field sit in the blocks: the entries of a term are
 * consecutive (`start[term]` to `start[term + 1]`), in block order, and the terms' entries in term
 * order, so that writing the terms one after another reads them in order.
 */
interface FieldPlaces {
  prefixes: boolean;
  start: Int32Array;
  /** Each block's postings in the field, the number its first document has in the whole, and how many it has. */
  flats: Int32Array[];
  offsets: Int32Array;
  counts: Int32Array;
  /** An entry's block, where its slot count sits in that block's postings, and that count. */
  block: Int32Array;
  at: Int32Array;
  slots: Int32Array;
}

function locateField(blocks: readonly PostingsBlock[], field: SearchField, rankOf: readonly Int32Array[], termCount: number): FieldPlaces {
  const prefixes = FIELD_TOKENIZE[field] === 'forward';
  const flats = blocks.map((block) => block.postings[field]);
  const start = new Int32Array(termCount + 1);
  // Once to count each term's entries, once to file them.
  const eachEntry = (visit: (term: number, block: number, at: number) => void) =>
    flats.forEach((flat, block) => {
      const terms = rankOf[block]!;
      for (let at = 0; at < flat.length; at = endOfEntry(flat, at + 1, prefixes)) {
        const term = terms[flat[at]!];
        if (term === undefined) throw new Error(`a search block names a term it does not hold (${flat[at]} of ${terms.length})`);
        visit(term, block, at + 1);
      }
    });
  eachEntry((term) => start[term + 1]!++);
  for (let term = 0; term < termCount; term++) start[term + 1]! += start[term]!;
  const entries = start[termCount]!;
  const places: FieldPlaces = { prefixes, start, flats, offsets: new Int32Array(blocks.length), counts: new Int32Array(blocks.length), block: new Int32Array(entries), at: new Int32Array(entries), slots: new Int32Array(entries) };
  const next = start.slice(0, termCount);
  eachEntry((term, block, at) => {
    const entry = next[term]!++;
    places.block[entry] = block;
    places.at[entry] = at;
    places.slots[entry] = flats[block]![at]!;
  });
  const ofPages = (PAGE_FIELDS as readonly SearchField[]).includes(field);
  let firstDocument = 0;
  blocks.forEach((block, index) => {
    places.offsets[index] = firstDocument;
    places.counts[index] = ofPages ? block.pages : block.sections;
    firstDocument += places.counts[index]!;
  });
  return places;
}

/** Where the entry whose slot count is at `at` ends: past its slots, and for prefix fields its marks. */
function endOfEntry(flat: Int32Array, at: number, prefixes: boolean): number {
  at = endOfSlots(flat, at);
  if (prefixes) for (let marked = 0; marked < 2; marked++) at += flat[at]! + 1;
  return at;
}

/**
 * Writes a term's postings in one field as JSON: its slots across the blocks in block order, the first
 * `POSTINGS_PER_TERM` ids kept, each id as its gap from the previous one in its slot (times three, plus
 * its mark, in prefix fields), empty slots as 0 and none after the last that holds one; 0 when the
 * field lacks the term.
 */
function createEntryWriter(blocks: readonly PostingsBlock[]) {
  // Scratch, reused from term to term: where each of the term's entries has its next slot, and whether its marks are set.
  let slotAt = new Int32Array(blocks.length);
  let marked = new Uint8Array(blocks.length);
  const documents = blocks.reduce((most, block) => ({ pages: most.pages + block.pages, sections: most.sections + block.sections }), { pages: 0, sections: 0 });
  // Each document's mark for the term at hand; set only for the entries that give ids, and cleared after.
  const marks = new Uint8Array(Math.max(documents.pages, documents.sections));
  const mark = (places: FieldPlaces, entry: number, on: boolean) => {
    const flat = places.flats[places.block[entry]!]!;
    const offset = places.offsets[places.block[entry]!]!;
    let at = endOfSlots(flat, places.at[entry]!);
    for (const kind of [WHOLE, SOLE]) {
      const end = at + 1 + flat[at]!;
      for (let id = at + 1; id < end; id++) marks[flat[id]! + offset] = on ? kind : 0;
      at = end;
    }
  };
  return {
    write(out: JsonBytes, places: FieldPlaces, term: number): void {
      const first = places.start[term]!;
      const count = places.start[term + 1]! - first;
      if (count === 0) return out.byte(ZERO);
      if (count > slotAt.length) {
        slotAt = new Int32Array(count);
        marked = new Uint8Array(count);
      }
      let slotCount = 0;
      for (let index = 0; index < count; index++) {
        // Past the slot count: the first slot's length.
        slotAt[index] = places.at[first + index]! + 1;
        marked[index] = 0;
        slotCount = Math.max(slotCount, places.slots[first + index]!);
      }
      out.byte(OPEN);
      let slotsWritten = 0;
      let emptySlots = 0;
      let room = POSTINGS_PER_TERM;
      for (let slot = 0; slot < slotCount && room > 0; slot++) {
        let idsWritten = 0;
        let previous = 0;
        for (let index = 0; index < count && room > 0; index++) {
          const entry = first + index;
          if (slot >= places.slots[entry]!) continue;
          const flat = places.flats[places.block[entry]!]!;
          const at = slotAt[index]!;
          const taken = Math.min(flat[at]!, room);
          slotAt[index] = at + 1 + flat[at]!;
          if (taken === 0) continue;
          if (places.prefixes && !marked[index]) {
            mark(places, entry, true);
            marked[index] = 1;
          }
          if (idsWritten === 0) {
            // The empty slots before this one are written only now that a slot after them holds ids.
            for (; emptySlots > 0; emptySlots--) {
              if (slotsWritten++ > 0) out.byte(COMMA);
              out.byte(ZERO);
            }
            if (slotsWritten++ > 0) out.byte(COMMA);
            out.byte(OPEN);
          }
          const offset = places.offsets[places.block[entry]!]!;
          const held = places.counts[places.block[entry]!]!;
          for (let id = at + 1; id <= at + taken; id++) {
            if (!(flat[id]! >= 0 && flat[id]! < held)) throw new Error(`a search block names a document it does not hold (${flat[id]} of ${held})`);
            const document = flat[id]! + offset;
            if (idsWritten++ > 0) out.byte(COMMA);
            out.integer(places.prefixes ? (document - previous) * MATCHES + marks[document]! : document - previous);
            previous = document;
          }
          room -= taken;
        }
        if (idsWritten === 0) emptySlots++;
        else out.byte(CLOSE);
      }
      out.byte(CLOSE);
      for (let index = 0; index < count; index++) if (marked[index]) mark(places, first + index, false);
    },
  };
}

/** Where the slots of the entry whose slot count is at `at` end: at its marks, in a prefix field. */
function endOfSlots(flat: Int32Array, at: number): number {
  const slots = flat[at++]!;
  for (let slot = 0; slot < slots; slot++) at += flat[at]! + 1;
  return at;
}

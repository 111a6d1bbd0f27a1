import { SEARCH_FIELDS, SEARCH_FORMAT, type SearchField } from './search-data.js';
import type { SearchBlock } from './search-block.js';

/** "DSB" and the index format, so that a block of another format is never read as this one. */
const MAGIC = 0x44534200 + SEARCH_FORMAT;
/** Numbers before the JSON: magic, pages, sections, bytes of the JSON, then each field's length. */
const HEADER_NUMBERS = 4 + SEARCH_FIELDS.length;

/** What a block holds besides its postings, stored as JSON. */
type BlockMeta = Pick<SearchBlock, 'terms' | 'sectionCounts' | 'titleLengths' | 'words' | 'pageShards'>;

/**
 * A block as bytes: a header of 32-bit numbers, its terms and page-side parts as JSON (padded to four
 * bytes), then each field's postings as they are, so reading it back copies no number one by one.
 */
export function encodeSearchBlock(block: SearchBlock): Uint8Array {
  const meta: BlockMeta = { terms: block.terms, sectionCounts: block.sectionCounts, titleLengths: block.titleLengths, words: block.words, pageShards: block.pageShards };
  const terms = new TextEncoder().encode(JSON.stringify(meta));
  const termBytes = Math.ceil(terms.length / 4) * 4;
  const numbers = SEARCH_FIELDS.reduce((sum, field) => sum + block.postings[field].length, 0);
  const bytes = new Uint8Array(HEADER_NUMBERS * 4 + termBytes + numbers * 4);
  const view = new DataView(bytes.buffer);
  const header = [MAGIC, block.pages, block.sections, terms.length, ...SEARCH_FIELDS.map((field) => block.postings[field].length)];
  header.forEach((value, index) => view.setInt32(index * 4, value, true));
  bytes.set(terms, HEADER_NUMBERS * 4);
  let at = HEADER_NUMBERS * 4 + termBytes;
  for (const field of SEARCH_FIELDS) {
    const postings = block.postings[field];
    bytes.set(new Uint8Array(postings.buffer, postings.byteOffset, postings.byteLength), at);
    at += postings.byteLength;
  }
  return bytes;
}

/** The block `encodeSearchBlock` wrote, or nothing when the bytes are not one (another format, cut short). */
export function decodeSearchBlock(bytes: Uint8Array): SearchBlock | undefined {
  if (bytes.byteLength < HEADER_NUMBERS * 4) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = Array.from({ length: HEADER_NUMBERS }, (_, index) => view.getInt32(index * 4, true));
  const [magic, pages, sections, termLength, ...lengths] = header as [number, number, number, number, ...number[]];
  if (magic !== MAGIC || pages < 0 || sections < 0 || termLength < 0 || lengths.some((length) => length < 0)) return undefined;
  const termStart = HEADER_NUMBERS * 4;
  const postingStart = termStart + Math.ceil(termLength / 4) * 4;
  if (bytes.byteLength !== postingStart + lengths.reduce((sum, length) => sum + length, 0) * 4) return undefined;
  let meta: BlockMeta;
  try {
    meta = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(termStart, termStart + termLength))) as BlockMeta;
  } catch {
    return undefined;
  }
  if (!isBlockMeta(meta, pages)) return undefined;
  // A copy (a Buffer's `slice` would be a view), aligned as an Int32Array must be whatever the offset of the bytes it was read into.
  const numbers = new Int32Array(new Uint8Array(bytes.subarray(postingStart)).buffer);
  const postings = {} as Record<SearchField, Int32Array>;
  let at = 0;
  SEARCH_FIELDS.forEach((field, index) => {
    postings[field] = numbers.subarray(at, at + lengths[index]!);
    at += lengths[index]!;
  });
  const { terms, sectionCounts, titleLengths, words, pageShards } = meta;
  return { pages, sections, terms, postings, sectionCounts, titleLengths, words, pageShards };
}

/** Whether JSON read back has the shape of a block's meta for `pages` pages. */
function isBlockMeta(meta: unknown, pages: number): meta is BlockMeta {
  const value = meta as BlockMeta | null;
  const strings = (items: unknown) => Array.isArray(items) && items.every((item) => typeof item === 'string');
  const numbers = (items: unknown) => Array.isArray(items) && items.length === pages && items.every((item) => Number.isInteger(item));
  return (
    typeof value === 'object' &&
    value !== null &&
    strings(value.terms) &&
    strings(value.words) &&
    numbers(value.sectionCounts) &&
    numbers(value.titleLengths) &&
    Array.isArray(value.pageShards) &&
    value.pageShards.every((shard) => Array.isArray(shard) && Number.isInteger(shard[0]) && typeof shard[1] === 'string')
  );
}

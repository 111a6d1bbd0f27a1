import { SEARCH_FIELDS, SEARCH_FORMAT, type SearchField } from './search-data.js';
import type { SearchBlock } from './search-block.js';

/** "DSB" and the index format, so that a block of another format is never read as this one. */
const MAGIC = 0x44534200 + SEARCH_FORMAT;
/** Numbers before the terms: magic, pages, sections, bytes of the terms' JSON, then each field's length. */
const HEADER_NUMBERS = 4 + SEARCH_FIELDS.length;

/**
 * A block as bytes: a header of 32-bit numbers, the terms as JSON (padded to four bytes), then each
 * field's postings as they are, so reading it back copies no number one by one.
 */
export function encodeSearchBlock(block: SearchBlock): Uint8Array {
  const terms = new TextEncoder().encode(JSON.stringify(block.terms));
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
  let terms: unknown;
  try {
    terms = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(termStart, termStart + termLength)));
  } catch {
    return undefined;
  }
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === 'string')) return undefined;
  // A copy (a Buffer's `slice` would be a view), aligned as an Int32Array must be whatever the offset of the bytes it was read into.
  const numbers = new Int32Array(new Uint8Array(bytes.subarray(postingStart)).buffer);
  const postings = {} as Record<SearchField, Int32Array>;
  let at = 0;
  SEARCH_FIELDS.forEach((field, index) => {
    postings[field] = numbers.subarray(at, at + lengths[index]!);
    at += lengths[index]!;
  });
  return { pages, sections, terms: terms as string[], postings };
}

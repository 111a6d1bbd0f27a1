import type { PageSection } from './create-section-collector.js';

/**
 * A text kept for later in as little memory as it fits: as it is when every character fits in one byte,
 * else as UTF-8. V8 stores a whole string at two bytes a character as soon as one character needs it (a
 * typographic quote is enough), which made most of what a large build keeps of its pages until the search
 * index is built.
 */
export type PackedText = string | Uint8Array;

/** A search section as records keep it until the index is built: its text packed. */
export type PackedSection = Omit<PageSection, 'text'> & { text: PackedText };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const BEYOND_ONE_BYTE = /[^\u0000-\u00ff]/;

export function packText(text: string): PackedText {
  return BEYOND_ONE_BYTE.test(text) ? encoder.encode(text) : text;
}

export function unpackText(text: PackedText): string {
  return typeof text === 'string' ? text : decoder.decode(text);
}

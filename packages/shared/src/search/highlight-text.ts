import type { Encoder } from 'flexsearch';

/** A run of text, marked when it is a word the query matched. Rendered as text, never as HTML. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Decides which words of a text to mark for a query. */
export type WordMatcher = (word: string) => boolean;

const WORD = /[\p{L}\p{N}]+/gu;
/** How many letters longer than a query term an encoded word may be and still count as the same word. */
const encodedSlack = (term: string) => (term.length < 4 ? 1 : 2);

/** The query's terms as the index encodes them. */
export function encodeQuery(query: string, encoder: Encoder): string[] {
  return [...new Set(encoder.encode(query) as string[])];
}

/**
 * Marks a word that starts with a query word as typed ("key" → "keys"), or that sounds like one
 * with a typo ("webhok" → "webhooks"): same first letter, and the same encoded form give or take a
 * letter or two. The encoder alone is too loose for marking ("key" and "kinds" share a prefix).
 */
export function createWordMatcher(query: string, encoder: Encoder): WordMatcher {
  const typed = [...fold(query).matchAll(WORD)].map((found) => found[0]);
  const terms = typed.map((word) => ({ word, encoded: encodeQuery(word, encoder) }));
  return (candidate) => {
    const word = fold(candidate);
    return terms.some((term) => {
      // A letter alone marks itself, not every word it starts (`v` of `v 2`).
      if (term.word.length === 1) return word === term.word;
      if (word.startsWith(term.word)) return true;
      if (word[0] !== term.word[0]) return false;
      const encoded = encoder.encode(word) as string[];
      return encoded.some((token) => term.encoded.some((code) => token.startsWith(code) && token.length - code.length <= encodedSlack(code)));
    });
  };
}

/** Lower case without accents, as the encoder reads words: "Élan" and "elan" mark each other. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

function split(text: string, matches: WordMatcher, from = 0, to = text.length): TextPart[] {
  const parts: TextPart[] = [];
  let last = from;
  for (const found of text.slice(from, to).matchAll(WORD)) {
    if (!matches(found[0])) continue;
    const start = from + found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < to) parts.push({ text: text.slice(last, to), match: false });
  return parts;
}

/** The whole text with the matched words marked (for titles and headings). */
export function highlightText(text: string, matches: WordMatcher): TextPart[] {
  return split(text, matches);
}

/**
 * A window of about `length` characters around the first matched word, cut at word boundaries,
 * with "…" where text was left out.
 */
export function buildExcerpt(text: string, matches: WordMatcher, length = 180): TextPart[] {
  if (text.length <= length) return split(text, matches);
  let first = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0])) continue;
    first = found.index;
    break;
  }
  let start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const parts = split(text, matches, start, end);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}

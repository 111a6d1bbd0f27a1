import { describe, expect, test } from 'vitest';
import { createSearchEncoder } from '../../src/search/create-search-indexes.js';
import { createTermTable } from '../../src/search/create-term-table.js';

/** What the table must agree with: the encoder run on the whole text, repeated terms dropped. */
function encodeWhole(text: string): string[] {
  const encoder = createSearchEncoder();
  const encode = encoder.encode.bind(encoder) as (text: string, dedupe: boolean) => string[];
  return [...new Set(encode(text, true))];
}

describe('the term table', () => {
  test('gives the terms of each text as the encoder does, however often its chunks recur', () => {
    const table = createTermTable(createSearchEncoder());
    // Thousands of distinct chunks (so the table grows), each met again in later texts, with odd spacing.
    const words = Array.from({ length: 6_000 }, (_, n) => `w${n.toString(36)}x${(n * 7919).toString(36)}`);
    const texts = [
      ...Array.from({ length: 60 }, (_, n) => words.slice(n * 100, n * 100 + 150).join(' ')),
      '  Create  a signing,  then  (optionally) remind every recipient.  ',
      'Créer une signature — signer, résilier; Ünterschrift 署名 signing',
      'signing signing signing, signing.',
      '',
      ' ',
    ];
    for (const text of [...texts, ...texts.reverse()]) {
      expect(table.termsOf(text).map((term) => table.terms[term])).toEqual(encodeWhole(text));
    }
  });

  test('keeps chunks apart that differ only in a letter or in length', () => {
    const table = createTermTable(createSearchEncoder());
    const texts = ['sign', 'signs', 'sig', 'signing', 'signin', 'sign sign', 'ab ba', 'ba ab'];
    for (const text of texts) expect(table.termsOf(text).map((term) => table.terms[term])).toEqual(encodeWhole(text));
  });
});

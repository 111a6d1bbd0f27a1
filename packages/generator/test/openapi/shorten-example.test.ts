import { describe, expect, it } from 'vitest';
import { EXAMPLE_CHARACTERS, exampleFact, FACT_EXAMPLE_CHARACTERS, shortenJsonValue, shortenText } from '../../src/openapi/shorten-example.js';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
/** A flight search's answer: a long list of like results, as a description's example may hold. */
const searchResult = {
  meta: { count: 1200 },
  data: Array.from({ length: 1200 }, (_, at) => ({ type: 'flight-date', origin: 'MAD', destination: 'MUC', departureDate: `2026-01-${String((at % 28) + 1).padStart(2, '0')}`, price: { total: `${100 + at}.00` } })),
};

describe('shortenJsonValue', () => {
  it('leaves an example that fits as it is, without a note', () => {
    const value = { id: 'sig_1', recipients: [{ email: 'ada@example.com' }] };
    expect(shortenJsonValue(value)).toEqual({ value });
    expect(shortenJsonValue('a short text')).toEqual({ value: 'a short text' });
  });

  it('cuts long lists to their first items, keeping the shape, and says so', () => {
    const { value, note } = shortenJsonValue(searchResult);
    const shown = value as typeof searchResult;
    expect(pretty(shown).length).toBeLessThanOrEqual(EXAMPLE_CHARACTERS);
    expect(shown.meta).toEqual(searchResult.meta);
    expect(shown.data).toEqual(searchResult.data.slice(0, 10));
    expect(note).toBe('Shortened for this page from 218 KB: lists show their first 10 items. The full example is in the API description.');
  });

  it('cuts long texts and then large objects when shorter lists are not enough', () => {
    const blobs = { files: Array.from({ length: 5 }, () => ({ name: 'scan.pdf', contents: 'QUJD'.repeat(20_000) })) };
    const { value, note } = shortenJsonValue(blobs);
    expect(pretty(value).length).toBeLessThanOrEqual(EXAMPLE_CHARACTERS);
    expect((value as typeof blobs).files).toHaveLength(3);
    expect((value as typeof blobs).files[0]!.contents).toBe(`${'QUJD'.repeat(50)}…`);
    expect(note).toContain('lists show their first 3 items and long texts their first 200 characters');

    const dictionary = Object.fromEntries(Array.from({ length: 3000 }, (_, at) => [`region-${at}`, { available: true, editions: ['Basic', 'Standard'] }]));
    const cut = shortenJsonValue(dictionary);
    expect(Object.keys(cut.value as object)).toHaveLength(20);
    expect(cut.note).toContain('large objects their first 20 fields');
  });

  it('says only what it cut, and where the whole example is only when the description gives it', () => {
    const wide = Object.fromEntries(Array.from({ length: 2000 }, (_, at) => [`field_${at}`, `value ${at}`]));
    expect(shortenJsonValue(wide).note).toBe('Shortened for this page from 58 KB: large objects their first 20 fields. The full example is in the API description.');
    // Sampled from the schema, the example is nowhere else to be had whole.
    expect(shortenJsonValue(searchResult, EXAMPLE_CHARACTERS, undefined, 'sampled').note).toBe('Shortened for this page from 218 KB: lists show their first 10 items.');
  });

  it('gives the sharpest cut of a value nested too deep to fit, cut past its 64th level', () => {
    let nested: unknown = 'x'.repeat(30_000);
    for (let depth = 0; depth < 200; depth++) nested = { inner: nested };
    const { value, note } = shortenJsonValue(nested, EXAMPLE_CHARACTERS, (v) => JSON.stringify(v)?.length ?? 0);
    expect(note).toContain('values nested over 64 deep are null');
    expect(JSON.stringify(value)).toBe(`${'{"inner":'.repeat(65)}null${'}'.repeat(65)}`);
  });
});

describe('exampleFact', () => {
  it("writes a field's example as one line of JSON, shortened and marked so past a thousand characters", () => {
    expect(exampleFact(['a', 'b'])).toBe('["a","b"]');
    expect(exampleFact('sig_1')).toBe('"sig_1"');
    const fact = exampleFact(searchResult);
    expect(fact.length).toBeLessThanOrEqual(FACT_EXAMPLE_CHARACTERS + 2);
    expect(fact.endsWith(' …')).toBe(true);
    expect(JSON.parse(fact.slice(0, -2))).toEqual({ meta: searchResult.meta, data: searchResult.data.slice(0, 3) });
  });
});

describe('shortenText', () => {
  it('keeps the first lines that fit, and says how many of how many', () => {
    const xml = `<results>\n${Array.from({ length: 2000 }, (_, at) => `  <flight id="${at}" origin="MAD" destination="MUC"/>`).join('\n')}\n</results>`;
    const { text, note } = shortenText(xml);
    expect(text.length).toBeLessThanOrEqual(EXAMPLE_CHARACTERS + 2);
    expect(text.startsWith('<results>\n  <flight id="0"')).toBe(true);
    expect(text.endsWith('\n…')).toBe(true);
    expect(note).toMatch(/^Shortened for this page from 105 KB: its first 3\d\d of 2,002 lines\. The full example is in the API description\.$/);
    expect(shortenText('<ok/>')).toEqual({ text: '<ok/>' });
    // Minified, one line: its first characters.
    const minified = shortenText(xml.replace(/\n\s*/g, ''));
    expect(minified.text).toHaveLength(EXAMPLE_CHARACTERS + 2);
    expect(minified.note).toBe('Shortened for this page from 99 KB: its first 20,000 characters. The full example is in the API description.');
  });
});

import { describe, expect, it } from 'vitest';
import { createDescriptionProcessor } from '../../src/markdown/create-markdown-processor.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';
import { renderPlainText } from '../../src/markdown/render-plain-text.js';
import { exampleDescriptions } from '../fixtures/example-descriptions.js';

const processor = createDescriptionProcessor();
const render = (markdown: string) => renderMarkdown(processor, markdown, 'openapi.json', (url) => url).html;
/** Every `description` and `summary` string of this site's description and the OpenAPI examples. */
function descriptionTexts(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'description' || key === 'summary') && typeof inner === 'string') texts.add(inner);
      else walk(inner);
    }
  };
  for (const example of exampleDescriptions()) walk(example.parse());
  return [...texts];
}

describe('renderPlainText', () => {
  it('renders exactly what the Markdown processor renders, for every description it takes', () => {
    const texts = descriptionTexts();
    const taken = texts.filter((text) => renderPlainText(text) !== undefined);
    expect(taken.length).toBeGreaterThan(50);
    for (const text of taken) expect(renderPlainText(text), text).toBe(render(text));
  });

  it('takes plain lines with punctuation, quotes and other scripts', () => {
    for (const text of ['The signing’s title, shown to recipients.', 'Größe in Bytes: 1024 (at most 25 MB).', 'Sort order; "asc" or "desc".', 'Rate = requests / minute, +1 per retry']) {
      expect(renderPlainText(text), text).toBe(render(text));
    }
  });

  it('takes paragraphs of such lines, and code spans whatever they hold', () => {
    const texts = [
      'Uses `code`.', '`id` of the signing.', 'Line one\nline two', 'First paragraph.\n\nSecond one,\nin two lines.\n', 'Spaces inside: ` a `, `  `, `a `.',
      'Markup in code: `<b>&amp;</b>`, `*not emphasis*`, `[not](a link)`, `https://example.com`, `a\\b`.',
    ];
    for (const text of texts) {
      expect(renderPlainText(text), text).toBeDefined();
      expect(renderPlainText(text), text).toBe(render(text));
    }
  });

  it('renders what the processor renders for any text it takes', () => {
    let state = 20_251_126;
    const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const words = ['Signing', 'the', 'id', 'Größe', '1024', '(max)', 'a/b', 'x:y', '“quoted”', '$5', '+1', '=', '-', '%', 'www', 'http', 'Ünïcode', 'é'];
    const code = ['`id`', '`<b>`', '`&amp;`', '` a `', '`  `', '`a `', '`*x*`', '`[a](b)`', '`http://x`', '`\\`', '`é`', '`` `', '`a``', '`'];
    const line = () => Array.from({ length: 1 + Math.floor(next() * 6) }, () => (next() < 0.3 ? pick(code) : pick(words))).join(pick([' ', ' ', '']));
    const text = () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => line()).join(pick(['\n', '\n\n', '\n\n\n', '\n \n']));
    let taken = 0;
    for (let n = 0; n < 3_000; n++) {
      const written = text();
      const html = renderPlainText(written);
      if (html === undefined) continue;
      taken++;
      expect(html, JSON.stringify(written)).toBe(render(written));
    }
    // Many are taken (the others open a block or hold markup), so the comparison covers the fast path.
    expect(taken).toBeGreaterThan(500);
  });

  it('leaves anything that Markdown could read otherwise to the processor', () => {
    const texts = [
      'An *emphasised* word.', 'snake_case_name', 'See [the guide](/docs/).', 'A & B', 'a < b', 'x > y', 'Line one\n  indented', 'Line\n- item', '``double``', 'Open `code',
      '1. A list', '- Item', '# Heading', '> Quote', '    indented code', 'Visit https://example.com now', 'Visit www.example.com', 'Mail ada@example.com',
      'Escaped \\*', 'Strike ~~this~~', 'Image ![x](y.png)', 'a | b', 'Ends with two spaces  ', '&amp; entity', '<b>bold</b>',
    ];
    for (const text of texts) expect(renderPlainText(text), text).toBeUndefined();
  });
});

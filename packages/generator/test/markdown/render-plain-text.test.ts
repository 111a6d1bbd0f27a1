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

  it('leaves anything that Markdown could read otherwise to the processor', () => {
    const texts = [
      'Uses `code`.', 'An *emphasised* word.', 'snake_case_name', 'See [the guide](/docs/).', 'A & B', 'a < b', 'x > y', 'Line one\nline two',
      '1. A list', '- Item', '# Heading', '> Quote', '    indented code', 'Visit https://example.com now', 'Visit www.example.com', 'Mail ada@example.com',
      'Escaped \\*', 'Strike ~~this~~', 'Image ![x](y.png)', 'a | b', 'Ends with two spaces  ', '&amp; entity', '<b>bold</b>',
    ];
    for (const text of texts) expect(renderPlainText(text), text).toBeUndefined();
  });
});

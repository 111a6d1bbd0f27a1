import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createDescriptionProcessor } from '../../src/markdown/create-markdown-processor.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';
import { renderPlainText } from '../../src/markdown/render-plain-text.js';

const processor = createDescriptionProcessor();
const render = (markdown: string) => renderMarkdown(processor, markdown, 'openapi.json', (url) => url).html;
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every `description` and `summary` string of the descriptions this repository and its examples hold. */
function descriptionTexts(): string[] {
  const files = [path.join(REPOSITORY, 'spec/openapi.json')];
  const examples = path.join(REPOSITORY, '../shared/specs/oai-examples');
  try {
    files.push(...(readdirSync(examples, { recursive: true }) as string[]).filter((file) => /\.(json|ya?ml)$/.test(file)).map((file) => path.join(examples, file)));
  } catch {
    // The examples live beside the repository; without them this site's description still counts.
  }
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'description' || key === 'summary') && typeof inner === 'string') texts.add(inner);
      else walk(inner);
    }
  };
  for (const file of files) walk(file.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : parseYaml(readFileSync(file, 'utf8')));
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

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSimpleFrontMatter } from '../../src/content/read-simple-front-matter.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(HERE, '../../../..');

/** What the YAML parser reads: the fields, and the line of each (the YAML's first line is the file's second). */
function readByParser(yaml: string): { data: unknown; lines: Record<string, number> } | undefined {
  const document = parseDocument(yaml);
  if (document.errors.length || !isMap(document.contents)) return undefined;
  const lines: Record<string, number> = {};
  for (const pair of document.contents.items) {
    const key = pair.key as { value: string; range: [number, number, number] };
    lines[key.value] = yaml.slice(0, key.range[0]).split('\n').length + 1;
  }
  return { data: document.toJS(), lines };
}

/** The front matter of every Markdown file under `folder`. */
function frontMatterIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1] ?? []);
}

describe('readSimpleFrontMatter', () => {
  it('reads this site’s pages and, beside the repository, the real corpus, as the YAML parser does', () => {
    const corpus = path.resolve(REPOSITORY, '../shared/corpus');
    const texts = [...frontMatterIn(path.join(REPOSITORY, 'content')), ...(existsSync(corpus) ? frontMatterIn(corpus) : [])];
    const taken = texts.filter((text) => readSimpleFrontMatter(text) !== undefined);
    // Only the home page's (hero and features) needs the parser.
    expect(taken.length).toBeGreaterThanOrEqual(texts.length - 1);
    for (const text of taken) expect(readSimpleFrontMatter(text), text).toEqual(readByParser(text));
  });

  it('reads any front matter it takes as the YAML parser does, and leaves the rest to it', () => {
    let state = 20_251_126;
    const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const keys = ['title', 'description', 'sidebar_position', 'sidebar_label', 'slug', 'weight', 'api-reference', 'Key_2', 'title', '__proto__', 'a.b', '1key'];
    const values = [
      'Webhooks', 'Signings API reference', 'It’s fine, really', 'Größe und Gewicht', 'a: b', 'Note:x', 'with # comment', 'with #hash', 'tab\there', 'trailing ',
      '"Quickstart: send"', '"say \\"hi\\""', '"back\\\\slash"', "'single'", "'it''s'", '""', "''", '"open', 'true', 'false', 'True', 'TRUE', 'null', 'Null', '~',
      'yes', 'no', 'on', 'off', '0', '-0', '7', '-12', '007', '1.5', '1e3', '0x1A', '+1', '1_000', '123456789012345', '1234567890123456', '.inf', 'Infinity', 'NaN',
      '[a, b]', '{a: 1}', '- item', '&anchor', '*alias', '!tag x', '|', '>', '%x', '@x', '`x`', 'x [y]', 'x {y}', 'é', '日本語', 'a\u0085b', '/docs/intro', 'a, b, c',
    ];
    const separators = [': ', ': ', ': ', ': ', ':  ', ':', ' : '];
    let taken = 0;
    for (let n = 0; n < 10_000; n++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${pick(keys)}${pick(separators)}${pick(values)}`);
      const yaml = lines.join(next() < 0.95 ? '\n' : '\n\n');
      const simple = readSimpleFrontMatter(yaml);
      if (simple === undefined) continue;
      taken++;
      expect(simple, JSON.stringify(yaml)).toEqual(readByParser(yaml));
    }
    // Many are taken (the others hold what only the parser reads), so the comparison covers the fast path.
    expect(taken).toBeGreaterThan(500);
  });
});

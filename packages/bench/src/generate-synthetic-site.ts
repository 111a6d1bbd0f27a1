import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRandom } from './random.js';
import { syntheticPage, type PageLinkTarget } from './synthetic-markdown.js';
import { syntheticSpec } from './synthetic-spec.js';
import { syntheticRichSpec } from './synthetic-rich-spec.js';

export interface SyntheticSiteOptions {
  pages: number;
  /** Pages per sidebar section. */
  sectionSize?: number;
  operations?: number;
  /**
   * Shared component schemas: when given, the description is the rich one (layers of schemas referenced
   * across operations), not the one-schema-per-resource CRUD description.
   */
  schemas?: number;
  /** Tags the operations are grouped in (default: one per resource). */
  tags?: number;
  seed?: number;
  /** Templates of the site (the repository's own, which carry the favicon). */
  templates: string;
  /** A static folder, when the site needs one. */
  staticDir?: string;
}

function description(r: ReturnType<typeof createRandom>, options: SyntheticSiteOptions): Record<string, unknown> {
  const operations = options.operations ?? 200;
  return options.schemas ? syntheticRichSpec(r, { operations, schemas: options.schemas, tags: options.tags ?? 10 }) : syntheticSpec(r, operations, options.tags);
}

/**
 * Writes a deterministic synthetic docs site into `dir`: Markdown pages in sections, cross-linked
 * (every link and anchor resolves), an OpenAPI description, and a config file.
 */
export async function generateSyntheticSite(dir: string, options: SyntheticSiteOptions): Promise<void> {
  const r = createRandom(options.seed ?? 42);
  const sectionSize = options.sectionSize ?? 100;
  await rm(dir, { recursive: true, force: true });
  const pages: (PageLinkTarget & { file: string; section: number })[] = [];
  for (let index = 0; index < options.pages; index++) {
    const section = Math.floor(index / sectionSize);
    const slug = `page-${String(index).padStart(5, '0')}`;
    pages.push({
      index,
      section,
      title: `Guide ${index + 1}: ${['Setting up', 'Working with', 'Handling', 'Testing', 'Migrating'][index % 5]} ${['signings', 'documents', 'webhooks', 'recipients', 'keys'][index % 7 % 5]}`,
      path: `/docs/section-${String(section).padStart(3, '0')}/${slug}`,
      file: `content/docs/section-${String(section).padStart(3, '0')}/${slug}.md`,
    });
  }
  const folders = new Set(pages.map((page) => path.dirname(path.join(dir, page.file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await mkdir(path.join(dir, 'spec'), { recursive: true });
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  const writes: Promise<void>[] = [];
  for (const folder of folders) {
    const number = Number(path.basename(folder).slice('section-'.length));
    writes.push(writeFile(path.join(folder, '_category_.json'), JSON.stringify({ label: `Section ${number + 1}`, position: number + 1 })));
  }
  for (const page of pages) {
    const targets = Array.from({ length: 3 }, () => pages[r.int(0, pages.length - 1)]!).filter((t) => t.index !== page.index);
    const body = syntheticPage(r, page.index, page.title, (page.index % sectionSize) + 1, targets);
    writes.push(writeFile(path.join(dir, page.file), body));
  }
  writes.push(
    writeFile(path.join(dir, 'content/docs/index.md'), `---\ntitle: Synthetic documentation\nsidebar_label: Overview\n---\n\nA generated site of ${options.pages} pages. Start at [the first guide](${pages[0]?.path ?? '/docs/'}).\n`),
    writeFile(path.join(dir, 'spec/openapi.json'), JSON.stringify(description(r, options), null, 2)),
    writeFile(
      path.join(dir, 'docs.config.ts'),
      `export default ${JSON.stringify(
        { title: 'Synthetic', tagline: 'Benchmark site', url: 'https://bench.example', spec: 'spec/openapi.json', templates: options.templates, staticDir: options.staticDir, onBrokenLinks: 'throw' },
        null,
        2,
      )};\n`,
    ),
  );
  await Promise.all(writes);
}

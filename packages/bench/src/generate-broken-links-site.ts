import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Pages the broken links are spread over: a few long pages, as a migrated site's link lists are. */
const SOURCE_PAGES = 4;
/** Real pages that the broken anchors point into. */
const TARGET_PAGES = 4;

/**
 * Writes a site whose Markdown holds `links` broken links, on a few pages: half to pages that do not
 * exist, half to real pages with anchors that do not exist. Broken links warn (exit 0), so a build
 * times the link check over all of them. Returns the number of links written.
 */
export async function generateBrokenLinksSite(dir: string, options: { links: number; templates: string }): Promise<{ links: number }> {
  await rm(dir, { recursive: true, force: true });
  const docs = path.join(dir, 'content/docs');
  await mkdir(docs, { recursive: true });
  const writes = [writeFile(path.join(docs, 'index.md'), '# Overview\n\nA site whose link lists point at pages and anchors that are gone.\n')];
  for (let target = 0; target < TARGET_PAGES; target++) {
    writes.push(writeFile(path.join(docs, `target-${target}.md`), `# Target ${target}\n\n## Overview\n\nSome text.\n\n## Details\n\nMore text.\n`));
  }
  let written = 0;
  for (let page = 0; page < SOURCE_PAGES; page++) {
    const count = Math.floor(options.links / SOURCE_PAGES) + (page < options.links % SOURCE_PAGES ? 1 : 0);
    const lines = Array.from({ length: count }, (_, i) => {
      const n = written + i;
      return n % 2 === 0 ? `- [Moved page ${n}](/docs/moved/page-${n})` : `- [Section ${n}](/docs/target-${n % TARGET_PAGES}#section-${n})`;
    });
    written += count;
    writes.push(writeFile(path.join(docs, `links-${page}.md`), `# Links ${page}\n\nPages and sections that were renamed.\n\n${lines.join('\n')}\n`));
  }
  writes.push(writeFile(path.join(dir, 'docs.config.ts'), `export default ${JSON.stringify({ title: 'Broken links', url: 'https://bench.example', templates: options.templates, onBrokenLinks: 'warn' })};\n`));
  await Promise.all(writes);
  return { links: written };
}

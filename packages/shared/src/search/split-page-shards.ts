import type { NamePart, SearchContent, SearchPageShard } from './search-data.js';

/**
 * Files whole pages, with their sections, into page shards of about `pageShard` characters, and the
 * texts of each shard's sections into text shards of about `textShard` characters that the page shard
 * names. The results a query shows come from a few pages, so it fetches only their shards, and the
 * texts of their hits only for the excerpts. Returns each page shard's first page and name.
 *
 * A shard's numbers count from its own first page and section (see `SearchPageShard`), so the same
 * pages make the same shards wherever they are in the site.
 */
export function splitPageShards(
  content: SearchContent,
  sectionCounts: readonly number[],
  name: NamePart,
  sizes: { pageShard: number; textShard: number },
): [firstPage: number, url: string][] {
  const shards: [number, string][] = [];
  let shard: SearchPageShard = { pages: [], sections: [], texts: [] };
  let firstPage = 0;
  let firstSection = 0;
  let size = 0;
  const flush = () => {
    if (!shard.pages.length) return;
    shard.texts = nameTexts(content.texts.slice(firstSection, firstSection + shard.sections.length), name, sizes.textShard);
    shards.push([firstPage, name('pages', JSON.stringify(shard))]);
    firstSection += shard.sections.length;
    shard = { pages: [], sections: [], texts: [] };
    size = 0;
  };
  let section = 0;
  content.pages.forEach((page, number) => {
    const sections = content.sections.slice(section, section + sectionCounts[number]!);
    section += sections.length;
    // Measured without the page numbers, which depend on where the page falls.
    const added = sections.reduce((sum, [, anchor, headings]) => sum + JSON.stringify([anchor, headings]).length + 3, JSON.stringify(page).length);
    if (size > 0 && size + added > sizes.pageShard) flush();
    if (!shard.pages.length) firstPage = number;
    for (const [, anchor, headings] of sections) shard.sections.push([shard.pages.length, anchor, headings]);
    shard.pages.push(page);
    size += added;
  });
  flush();
  return shards;
}

/** Writes the texts of a page shard's sections as text shards; returns where each starts (in the page shard) and its name. */
function nameTexts(texts: readonly string[], name: NamePart, textShard: number): [number, string][] {
  const named: [number, string][] = [];
  let start = 0;
  let size = 0;
  for (let section = 0; section < texts.length; section++) {
    // The text, its quotes and a comma.
    const length = (texts[section]?.length ?? 0) + 3;
    if (size > 0 && size + length > textShard) {
      named.push([start, name('text', JSON.stringify(texts.slice(start, section)))]);
      start = section;
      size = 0;
    }
    size += length;
  }
  if (texts.length > start) named.push([start, name('text', JSON.stringify(texts.slice(start)))]);
  return named;
}

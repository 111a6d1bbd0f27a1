import type { NamePart, SearchContent, SearchPageShard } from './search-data.js';

/**
 * Files whole pages, with their sections, into page shards of about `pageShard` characters, and the
 * texts of each shard's sections into text shards of about `textShard` characters that the page shard
 * names. The results a query shows come from a few pages, so it fetches only their shards, and the
 * texts of their hits only for the excerpts. Returns each page shard's first page and name.
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
    shard.texts = nameTexts(content.texts, firstSection, shard.sections.length, name, sizes.textShard);
    shards.push([firstPage, name('pages', JSON.stringify(shard))]);
    firstSection += shard.sections.length;
    shard = { pages: [], sections: [], texts: [] };
    size = 0;
  };
  let section = 0;
  content.pages.forEach((page, number) => {
    const sections = content.sections.slice(section, section + sectionCounts[number]!);
    section += sections.length;
    const added = JSON.stringify(page).length + JSON.stringify(sections).length;
    if (size > 0 && size + added > sizes.pageShard) flush();
    if (!shard.pages.length) firstPage = number;
    shard.pages.push(page);
    shard.sections.push(...sections);
    size += added;
  });
  flush();
  return shards;
}

/** Writes the texts of `count` sections from `first` as text shards; returns where each starts and its name. */
function nameTexts(texts: readonly string[], first: number, count: number, name: NamePart, textShard: number): [number, string][] {
  const named: [number, string][] = [];
  const end = first + count;
  let start = first;
  let size = 0;
  for (let section = first; section < end; section++) {
    // The text, its quotes and a comma.
    const length = (texts[section]?.length ?? 0) + 3;
    if (size > 0 && size + length > textShard) {
      named.push([start, name('text', JSON.stringify(texts.slice(start, section)))]);
      start = section;
      size = 0;
    }
    size += length;
  }
  if (end > start) named.push([start, name('text', JSON.stringify(texts.slice(start, end)))]);
  return named;
}

/**
 * About one page in this many ends a block. Small enough that indexing one block again costs a small
 * part of indexing a large site, large enough that merging the blocks costs little beside it.
 */
const PAGES_PER_BLOCK = 256;
/** No block is longer than this many times the average, whatever its pages are called. */
const LONGEST_BLOCK = 4;

/**
 * Cuts the indexed pages, in order, into runs (`[first, end)` page numbers) whose edges depend on the
 * pages' own URLs, not on how many come before: adding or removing a page changes only its own run,
 * and every other run is found unchanged in the build cache.
 */
export function splitSearchBlocks(urls: readonly string[], pagesPerBlock = PAGES_PER_BLOCK): [first: number, end: number][] {
  const blocks: [number, number][] = [];
  let first = 0;
  urls.forEach((url, page) => {
    const last = page === urls.length - 1;
    if (last || hashOf(url) % pagesPerBlock === 0 || page + 1 - first >= LONGEST_BLOCK * pagesPerBlock) {
      blocks.push([first, page + 1]);
      first = page + 1;
    }
  });
  return blocks;
}

/** FNV-1a of a URL: spreads them evenly, and is the same on every machine. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

import type { LoadedSearch } from '@docs/shared/search';
import { createRandom } from './random.js';

/**
 * Queries a reader might type, drawn from the site's own titles and headings: one to three words,
 * the last often unfinished (search as you type), some with a typo (two letters swapped).
 * `search` must have every page shard loaded.
 */
export function sampleQueries(search: LoadedSearch, count: number, seed = 7): string[] {
  const r = createRandom(seed);
  const phrases = [...search.pages.map(([title]) => title), ...search.sections.flatMap(([, , headings]) => headings.slice(-1))];
  return Array.from({ length: count }, () => {
    const words = r.pick(phrases).split(/\s+/).filter((word) => /\w{3,}/.test(word));
    const start = r.int(0, Math.max(0, words.length - 1));
    const picked = words.slice(start, start + r.int(1, 3));
    let last = picked.pop() ?? 'signing';
    const roll = r.next();
    if (roll < 0.4 && last.length > 4) last = last.slice(0, r.int(3, last.length - 1));
    else if (roll < 0.55 && last.length > 4) {
      const at = r.int(1, last.length - 2);
      last = `${last.slice(0, at)}${last[at + 1]}${last[at]}${last.slice(at + 2)}`;
    }
    return [...picked, last].join(' ');
  });
}

import type { Postings } from './search-data.js';

/**
 * The best `limit` entries of a term's postings: slots in order of score, the one where the limit is
 * reached cut short, the rest dropped.
 */
export function capPostings(slots: Postings, limit: number): Postings {
  let room = limit;
  const kept: Postings = [];
  for (const ids of slots) {
    if (room === 0) break;
    if (!ids?.length) {
      kept.push(null);
      continue;
    }
    const taken = ids.length <= room ? ids : ids.slice(0, room);
    room -= taken.length;
    kept.push(taken);
  }
  while (kept.length && !kept[kept.length - 1]) kept.pop();
  return kept;
}

/**
 * A path as one search term: its segments' letters and digits, run together (`/v2/signings/{signing_id}`
 * → `v2signingssigningid`). An operation's keywords hold its path so, and a query that holds a path
 * looks it up so too: the pages of exactly that path then match one word more than the many whose
 * paths share its segments (every operation under `/signings/{signing_id}/…`). Undefined for a word
 * that is not a path.
 */
export function pathTerm(word: string): string | undefined {
  if (!word.includes('/')) return undefined;
  const joined = word
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[^\p{L}\p{N}]+/gu, ''))
    .join('');
  return joined || undefined;
}

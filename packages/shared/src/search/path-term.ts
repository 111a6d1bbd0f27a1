/** What a path parameter's segment (`{signing_id}`, `{id}`) stands as in a path term: any name is the same parameter. */
const PARAMETER = '0';

/**
 * A path as one search term: its segments' letters and digits, run together, each parameter as `0`
 * (`/v2/signings/{signing_id}` → `v2signings0`), without a query (`?status=sent`). An operation's
 * keywords hold its path so, and a query that holds a path looks it up so too: the pages of exactly
 * that path then match one word more than the many whose paths share its segments (every operation
 * under `/signings/{signing_id}/…`), however the query names the parameter (`/signings/{id}`).
 * Undefined for a word that is not a path.
 */
export function pathTerm(word: string): string | undefined {
  if (!word.includes('/')) return undefined;
  const joined = word
    .toLowerCase()
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (/^\{[^{}]*\}$/.test(segment) ? PARAMETER : segment.replace(/[^\p{L}\p{N}]+/gu, '')))
    .join('');
  return joined || undefined;
}

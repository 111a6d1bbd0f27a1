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
  return word.includes('/') ? joinedTerm(word) : undefined;
}

/**
 * An identifier of several parts (`repos/list-deploy-keys`, `users.create_key`) as one search term, the
 * way `pathTerm` runs a path together: an operation's keywords hold its operationId so, and a query
 * word so written finds that operation alone, where its parts (`list`, `keys`) are on hundreds of pages.
 * Undefined for a word of one part.
 */
export function identifierTerm(word: string): string | undefined {
  return /[\p{L}\p{N}][^\p{L}\p{N}]+[\p{L}\p{N}]/u.test(word) ? joinedTerm(word) : undefined;
}

function joinedTerm(word: string): string | undefined {
  const joined = word
    .toLowerCase()
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (/^\{[^{}]*\}$/.test(segment) ? PARAMETER : segment.replace(/[^\p{L}\p{N}]+/gu, '')))
    .join('');
  return joined || undefined;
}

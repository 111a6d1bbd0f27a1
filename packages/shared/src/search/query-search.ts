import { buildExcerpt, createWordMatcher, encodeQuery, highlightText, type TextPart, type WordMatcher } from './highlight-text.js';
import { pageOfSection, pageShardOf, sectionText, textShardOf } from './locate-search-parts.js';
import { matchPath, matchWord, WEIGHT, type WordMatches } from './match-word.js';
import type { LoadedSearch } from './open-search.js';
import { identifierTerm, pathTerm } from './path-term.js';

/** A matching section of a page. */
export interface SearchHit {
  section: number;
  url: string;
  /** The heading path below the page title, each heading with its matched words marked. */
  headings: TextPart[][];
  /** Filled in by `addExcerpts` once the section's text shard is loaded. */
  excerpt?: TextPart[];
}

/** The hits of one page, best first; pages are ordered by their best hit. */
export interface SearchResults {
  query: string;
  /** The words of the query as they matched (a word with a typo may have matched by its start), for highlighting. */
  words: string[];
  groups: SearchResultGroup[];
  /**
   * The parts of the index the query needs that are not loaded yet. Until this is empty the results
   * are not known and `groups` is empty: load the parts (`addSearchPart`) and query again.
   */
  missing: string[];
}

export interface SearchResultGroup {
  title: TextPart[];
  url: string;
  trail: string;
  hits: SearchHit[];
}

export interface QueryOptions {
  /** Most pages to return. */
  pages?: number;
  /** Most sections to return per page. */
  hitsPerPage?: number;
}

const MAX_WORDS = 10;
/**
 * Characters of a query read, and of each of its words: a pasted line of 16,000 characters held the
 * page for seconds (a word that matches nothing is retried at every shorter length).
 */
const MAX_QUERY = 256;
const MAX_WORD = 64;
/**
 * What separates the words of a query: spaces, and the slashes of a path, so that each segment of
 * `/v2/signings/sig_123/send` counts as a word of its own; a segment that matches nothing (the id)
 * then does not keep the others from finding the operation.
 */
const WORD_SEPARATORS = /[\s/]+/;

/**
 * Words of a question that say nothing of what it is about ("how do I verify a signature?"). A section
 * had to hold every one, and every word starting with "a" was marked.
 */
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'was', 'be', 'what', 'how', 'why', 'when', 'which', 'who', 'do', 'does', 'did', 'can', 'could', 'should', 'i', 'we', 'my', 'our', 'you', 'your', 'it', 'its', 'this', 'that', 'to', 'of', 'in', 'on', 'for', 'with', 'and', 'or', 'from', 'by', 'about', 'into']);

/** The words of a query without its stop words (punctuation around them aside), unless it is nothing else. */
function withoutStopWords(words: string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')));
  return kept.length ? kept : words;
}

/**
 * The words of a camelCase or PascalCase word (`stakeAddress` → `stake`, `Address`; `HTTPRequest` →
 * `HTTP`, `Request`), or undefined for a word of one: a capital starts a word only before a small
 * letter (`projectsV2`, `userID` are one).
 */
function camelParts(word: string): string[] | undefined {
  const parts = word.split(/(?<=[\p{Ll}\p{Lu}])(?=\p{Lu}\p{Ll})/u);
  return parts.length > 1 ? parts : undefined;
}

interface Candidate {
  section: number;
  words: Set<number>;
  score: number;
}

/** The first section of a page, if it has any. */
function topOf(search: LoadedSearch, page: number): number | undefined {
  const start = search.pageStarts[page]!;
  return start < search.pageStarts[page + 1]! ? start : undefined;
}

/** Sections that match the most words of the query, best first. */
function rank(search: LoadedSearch, perWord: WordMatches[]): Candidate[] {
  const candidates = new Map<number, Candidate>();
  const candidate = (section: number) => {
    let found = candidates.get(section);
    if (!found) candidates.set(section, (found = { section, words: new Set(), score: 0 }));
    return found;
  };
  perWord.forEach((matches, w) => {
    for (const [section, weight] of matches.sections) {
      const found = candidate(section);
      found.words.add(w);
      found.score += weight;
    }
    // A page match brings in the top of the page, and counts for sections of that page found otherwise.
    for (const page of matches.pages.keys()) {
      const top = topOf(search, page);
      if (top !== undefined) candidate(top);
    }
  });
  for (const found of candidates.values()) {
    const page = pageOfSection(search, found.section);
    const isTop = topOf(search, page) === found.section;
    perWord.forEach((matches, w) => {
      const weight = matches.pages.get(page);
      if (weight === undefined) return;
      found.words.add(w);
      found.score += isTop ? weight : WEIGHT.pageFieldElsewhere;
    });
  }
  // Common words (on more pages than the index lists for a word) count in the score only: a page the
  // index left out of `repos` is no worse a match of "repos/list-deploy-keys" for that. When every
  // word is common, all count.
  const counted = perWord.every((matches) => matches.common) ? undefined : new Set(perWord.flatMap((matches, w) => (matches.common ? [] : [w])));
  const wordsOf = (found: Candidate) => (counted ? [...found.words].filter((w) => counted.has(w)).length : found.words.size);
  const mostWords = Math.max(0, ...[...candidates.values()].map(wordsOf));
  return [...candidates.values()].filter((found) => wordsOf(found) === mostWords).sort((a, b) => b.score - a.score || a.section - b.section);
}

/**
 * Finds the sections that match a query. Each word of the query is looked up in every field:
 * page titles and API keywords, section headings, and body text. Sections that match more of the
 * query's words come first (only those with the most words are kept), then the ones that match in
 * titles and headings rather than in body text. Reports the parts of the index it lacked in `missing`.
 */
export function querySearch(search: LoadedSearch, query: string, options: QueryOptions = {}): SearchResults {
  const typed = query.slice(0, MAX_QUERY);
  const read = typed.toLowerCase();
  const words = withoutStopWords([...new Set(read.split(WORD_SEPARATORS).filter(Boolean).map((word) => word.slice(0, MAX_WORD)))]).slice(0, MAX_WORDS);
  // A camelCase word that matches nothing whole is read as its words (`blockTime`, where the API writes
  // `block_time`); one that does (`GitHub`, `JavaScript`) is read whole. A path's segments are as they are.
  const partsOf = new Map(typed.split(/\s+/).flatMap((token) => (token.includes('/') ? [] : [[token.toLowerCase().slice(0, MAX_WORD), camelParts(token)?.map((part) => part.toLowerCase())] as const])).filter((entry): entry is readonly [string, string[]] => entry[1] !== undefined));
  // A path or an identifier is also looked up whole (`pathTerm`, `identifierTerm`): what only the
  // operations of exactly that path, operationId or parameter match.
  const whole = (word: string, read = word.toLowerCase()) => pathTerm(read) ?? identifierTerm(read) ?? (camelParts(word) ? read : undefined);
  const paths = [...new Set(typed.split(/\s+/).flatMap((word) => whole(word) ?? []))].slice(0, MAX_WORDS);
  const missing = new Set<string>();
  const perWord: WordMatches[] = [];
  // The matches of paths come last in `perWord`.
  let pathMatches = 0;
  for (const [word, isPath] of [...words.map((word) => [word, false] as const), ...paths.map((path) => [path, true] as const)]) {
    // Punctuation alone, such as "/", has no terms and does not count.
    if (encodeQuery(word, search.encoder).length === 0) continue;
    const lacking = new Set<string>();
    const parts = isPath ? undefined : partsOf.get(word);
    const matches = isPath ? matchPath(search, word, lacking) : matchWord(search, word, lacking, { guess: !parts });
    if (matches && isPath) pathMatches++;
    if (parts && matches && !matches.pages.size && !matches.sections.size) {
      for (const part of parts) {
        const partMatches = matchWord(search, part, lacking);
        if (partMatches) perWord.push(partMatches);
      }
    } else if (matches) perWord.push(matches);
    for (const url of lacking) missing.add(url);
  }
  // A path run together is no word of any text: the words to mark are its segments.
  const matchedWords = perWord.flatMap((matches, at) => (at < perWord.length - pathMatches ? [matches.word] : []));
  const incomplete = (): SearchResults => ({ query, words: matchedWords, groups: [], missing: [...missing] });
  if (missing.size) return incomplete();
  if (perWord.length === 0) return { query, words: matchedWords, groups: [], missing: [] };
  const chosen = choosePages(rank(search, perWord), search, options);
  for (const page of chosen.keys()) {
    const url = search.entry.pages[pageShardOf(search, page)]![1];
    if (!search.loaded.has(url)) missing.add(url);
  }
  if (missing.size) return incomplete();
  const matcher = createWordMatcher(matchedWords.join(' '), search.encoder);
  return { query, words: matchedWords, groups: groupByPage(search, chosen, matcher), missing: [] };
}

/**
 * Sections of this many pages or more under one heading path (`Responses › 401 Unauthorized`) are the
 * same text on each page: after the best of them, the others come after every other result. Searching
 * `401` listed 26 operations' identical responses before the guide that explains the error.
 */
const REPEATED_ON_PAGES = 5;

/** The ranked sections with the repeats of a heading path that many pages share moved after the rest. */
function withRepeatsLast(ranked: Candidate[], search: LoadedSearch): Candidate[] {
  const pathOf = (section: number) => search.sections[section]?.[2]?.join('\u0000') || undefined;
  const pagesOf = new Map<string, Set<number>>();
  for (const { section } of ranked) {
    const path = pathOf(section);
    if (path !== undefined) pagesOf.set(path, (pagesOf.get(path) ?? new Set()).add(pageOfSection(search, section)));
  }
  const firstPage = new Map<string, number>();
  const first: Candidate[] = [];
  const repeats: Candidate[] = [];
  for (const found of ranked) {
    const path = pathOf(found.section);
    const page = pageOfSection(search, found.section);
    if (path === undefined || pagesOf.get(path)!.size < REPEATED_ON_PAGES || (firstPage.get(path) ?? page) === page) {
      if (path !== undefined) firstPage.set(path, page);
      first.push(found);
    } else repeats.push(found);
  }
  return [...first, ...repeats];
}

/** The pages to show, best first, each with the sections to show. */
function choosePages(ranked: Candidate[], search: LoadedSearch, options: QueryOptions): Map<number, number[]> {
  const { pages: maxPages = 20, hitsPerPage = 5 } = options;
  const chosen = new Map<number, number[]>();
  for (const { section } of withRepeatsLast(ranked, search)) {
    const page = pageOfSection(search, section);
    let sections = chosen.get(page);
    if (!sections) {
      if (chosen.size === maxPages) continue;
      chosen.set(page, (sections = []));
    }
    // Sections without an anchor of their own (under a heading without an id) lead where the page's top
    // does: one hit a place. (Until the page's shard is in, its anchors are unknown; the query runs again then.)
    const anchor = search.sections[section]?.[1];
    if (sections.length < hitsPerPage && (anchor === undefined || !sections.some((shown) => search.sections[shown]?.[1] === anchor))) sections.push(section);
  }
  return chosen;
}

function groupByPage(search: LoadedSearch, chosen: Map<number, number[]>, matcher: WordMatcher): SearchResultGroup[] {
  return [...chosen].map(([page, sections]) => {
    const [title, url, trail] = search.pages[page]!;
    const hits = sections.map((section): SearchHit => {
      const [, anchor, headings] = search.sections[section]!;
      return { section, url: anchor ? `${url}#${anchor}` : url, headings: headings.map((heading) => highlightText(heading, matcher)) };
    });
    return { title: highlightText(title, matcher), url, trail, hits };
  });
}

/** The text shards that the excerpts of these results need and that are not loaded yet. */
export function missingTexts(search: LoadedSearch, results: SearchResults): string[] {
  const urls = new Set<string>();
  for (const group of results.groups) {
    for (const hit of group.hits) {
      const shard = textShardOf(search, hit.section);
      if (shard && !search.loaded.has(shard[1])) urls.add(shard[1]);
    }
  }
  return [...urls];
}

/** Adds an excerpt with the matched words marked to every hit whose section text is loaded. */
export function addExcerpts(search: LoadedSearch, results: SearchResults): SearchResults {
  const matcher = createWordMatcher(results.words.join(' '), search.encoder);
  const groups = results.groups.map((group) => ({
    ...group,
    hits: group.hits.map((hit) => {
      const text = sectionText(search, hit.section);
      return text === undefined ? hit : { ...hit, excerpt: buildExcerpt(text, matcher) };
    }),
  }));
  return { ...results, groups };
}

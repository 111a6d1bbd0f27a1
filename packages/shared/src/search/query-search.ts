import { sectionText, type LoadedSearch } from './import-search-data.js';
import { POSTINGS_PER_TERM } from './search-data.js';
import { spellingDistance } from './spelling-distance.js';
import { buildExcerpt, createWordMatcher, encodeQuery, highlightText, type TextPart, type WordMatcher } from './highlight-text.js';

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

/** How much a match in each field counts. A page field counts fully for the top of the page. */
const WEIGHT = { title: 10, keywords: 9, heading: 6, text: 1, pageFieldElsewhere: 2, wholeWord: 2, shortTitle: 6, shortened: 0.5 };
const MAX_WORDS = 10;
/** A word this long that matches nothing is retried without its last letters, down to this share of it. */
const SHORTEN = { minLength: 5, keep: 0.6 };

interface Candidate {
  section: number;
  words: Set<number>;
  score: number;
}

/** What one word of the query matched: pages (titles, keywords) and sections, with their weights. */
interface WordMatches {
  pages: Map<number, number>;
  sections: Map<number, number>;
  /** The query word as it matched. */
  word: string;
}

function encodedWords(search: LoadedSearch, text: string): string[] {
  return search.encoder.encode(text) as string[];
}

/** Whether every term is a whole word of `text`, not only the start of one. */
function hasWholeWords(search: LoadedSearch, text: string, terms: string[]): boolean {
  const words = new Set(encodedWords(search, text));
  return terms.length > 0 && terms.every((term) => words.has(term));
}

function lookUp(search: LoadedSearch, word: string, withText: boolean): WordMatches {
  const terms = encodeQuery(word, search.encoder);
  const matches: WordMatches = { pages: new Map(), sections: new Map(), word };
  const addPage = (page: number, weight: number) => matches.pages.set(page, Math.max(matches.pages.get(page) ?? 0, weight));
  for (const page of search.indexes.title.search(word, { limit: POSTINGS_PER_TERM }) as number[]) {
    const title = search.pages[page]![0];
    // A title that is little more than the query ("Webhooks" for "webhook") beats a longer one.
    const shortTitle = WEIGHT.shortTitle / Math.max(1, encodedWords(search, title).length);
    addPage(page, WEIGHT.title + shortTitle + (hasWholeWords(search, title, terms) ? WEIGHT.wholeWord : 0));
  }
  for (const page of search.indexes.keywords.search(word, { limit: POSTINGS_PER_TERM }) as number[]) {
    addPage(page, WEIGHT.keywords + (hasWholeWords(search, search.pages[page]![3] ?? '', terms) ? WEIGHT.wholeWord : 0));
  }
  for (const section of search.indexes.heading.search(word, { limit: POSTINGS_PER_TERM }) as number[]) {
    const headings = search.sections[section]![2];
    matches.sections.set(section, WEIGHT.heading + (hasWholeWords(search, headings[headings.length - 1] ?? '', terms) ? WEIGHT.wholeWord : 0));
  }
  if (!withText) return matches;
  const inText = search.indexes.text.search(word, { limit: POSTINGS_PER_TERM }) as number[];
  inText.forEach((section, rank) => {
    // FlexSearch lists earlier, denser occurrences first.
    const weight = WEIGHT.text * (1 + 0.5 * (1 - rank / inText.length));
    matches.sections.set(section, (matches.sections.get(section) ?? 0) + weight);
  });
  return matches;
}

/** The closest word of the titles, headings and keywords, one typo away (two for long words). */
function correctSpelling(search: LoadedSearch, word: string): string | undefined {
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of search.vocabulary) {
    const distance = spellingDistance(word, candidate, limit);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate.length < best.length)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A word that matches nothing may be misspelled ("sgining"): the closest known word stands in for it, at a lower weight. */
function lookUpCorrected(search: LoadedSearch, word: string): WordMatches | undefined {
  const corrected = correctSpelling(search, word);
  if (!corrected) return undefined;
  const matches = lookUp(search, corrected, true);
  for (const map of [matches.pages, matches.sections]) for (const [id, weight] of map) map.set(id, weight * WEIGHT.shortened);
  return matches.pages.size || matches.sections.size ? matches : undefined;
}

/**
 * A word that still matches nothing may be unfinished and misspelled ("authentic…"): its longest
 * prefix that starts a title, keyword or heading stands in for it, at a lower weight.
 */
function lookUpShortened(search: LoadedSearch, word: string): WordMatches | undefined {
  for (let length = word.length - 1; length >= Math.max(4, Math.ceil(word.length * SHORTEN.keep)); length--) {
    const matches = lookUp(search, word.slice(0, length), false);
    if (matches.pages.size || matches.sections.size) {
      for (const map of [matches.pages, matches.sections]) for (const [id, weight] of map) map.set(id, weight * WEIGHT.shortened);
      return matches;
    }
  }
  return undefined;
}

/**
 * Finds the sections that match a query. Each word of the query is looked up in every field:
 * page titles and API keywords, section headings, and body text. Sections that match more of the
 * query's words come first (only those with the most words are kept), then the ones that match in
 * titles and headings rather than in body text.
 */
export function querySearch(search: LoadedSearch, query: string, options: QueryOptions = {}): SearchResults {
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const perWord: WordMatches[] = [];
  for (const word of words) {
    // Punctuation alone, such as "/", has no terms and does not count.
    if (encodeQuery(word, search.encoder).length === 0) continue;
    let matches = lookUp(search, word, true);
    if (!matches.pages.size && !matches.sections.size && word.length >= SHORTEN.minLength) {
      matches = lookUpCorrected(search, word) ?? lookUpShortened(search, word) ?? matches;
    }
    perWord.push(matches);
  }
  const matchedWords = perWord.map((matches) => matches.word);
  if (perWord.length === 0) return { query, words: matchedWords, groups: [] };

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
    for (const page of matches.pages.keys()) candidate(search.sectionsOfPage[page]![0]!);
  });
  for (const found of candidates.values()) {
    const [page] = search.sections[found.section]!;
    const isTop = search.sectionsOfPage[page]![0] === found.section;
    perWord.forEach((matches, w) => {
      const weight = matches.pages.get(page);
      if (weight === undefined) return;
      found.words.add(w);
      found.score += isTop ? weight : WEIGHT.pageFieldElsewhere;
    });
  }
  const mostWords = Math.max(0, ...[...candidates.values()].map((found) => found.words.size));
  const ranked = [...candidates.values()]
    .filter((found) => found.words.size === mostWords)
    .sort((a, b) => b.score - a.score || a.section - b.section);
  const matcher = createWordMatcher(matchedWords.join(' '), search.encoder);
  return { query, words: matchedWords, groups: groupByPage(search, ranked, matcher, options) };
}

/** The sections of the results, whose texts `addExcerpts` needs. */
export function resultSections(results: SearchResults): number[] {
  return results.groups.flatMap((group) => group.hits.map((hit) => hit.section));
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

function groupByPage(search: LoadedSearch, ranked: Candidate[], matcher: WordMatcher, options: QueryOptions): SearchResultGroup[] {
  const { pages: maxPages = 20, hitsPerPage = 5 } = options;
  const groups = new Map<number, SearchResultGroup>();
  for (const { section } of ranked) {
    const [page, anchor, headings] = search.sections[section]!;
    let group = groups.get(page);
    if (!group) {
      if (groups.size === maxPages) continue;
      const [title, url, trail] = search.pages[page]!;
      groups.set(page, (group = { title: highlightText(title, matcher), url, trail, hits: [] }));
    }
    if (group.hits.length === hitsPerPage) continue;
    group.hits.push({
      section,
      url: anchor ? `${group.url}#${anchor}` : group.url,
      headings: headings.map((heading) => highlightText(heading, matcher)),
    });
  }
  return [...groups.values()];
}

import { encodeQuery } from './highlight-text.js';
import { termShardOf } from './locate-search-parts.js';
import type { LoadedSearch } from './open-search.js';
import { POSTINGS_PER_TERM, SEARCH_FIELDS, type SearchField } from './search-data.js';
import { spellingDistance } from './spelling-distance.js';

/** How much a match in each field counts. A page field counts fully for the top of the page. */
export const WEIGHT = { title: 10, keywords: 9, heading: 6, text: 1, pageFieldElsewhere: 2, wholeWord: 2, shortTitle: 6, soleHeading: 8, shortened: 0.5, singular: 0.5 };
/** A plain English plural (`events`; not `address` or `status`, nor `menus`): its singular is looked up too. */
const PLURAL = /^\p{L}{3,}[^su]s$/u;
/** A word of letters this long or longer also finds its inflected forms in body text (`decline` → `declined`). */
const INFLECTED_FROM = 4;

/**
 * The inflected forms of a word that body text may hold where the reader typed the plain one: `decline`
 * → `declines`, `declined`, `declining`; `encrypt` → `encrypts`, `encrypted`, `encrypting`. Titles and
 * headings find them already, as they match by prefix; body text matches whole words.
 */
function inflectionsOf(word: string): string[] {
  if (word.length < INFLECTED_FROM || !/^\p{L}+$/u.test(word) || /(s|ed|ing)$/.test(word)) return [];
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  return [`${word}s`, `${stem}ed`, `${stem}ing`];
}

/** A word this long that matches nothing is retried without its last letters, down to this share of it. */
const SHORTEN = { minLength: 5, keep: 0.6 };

/** What one word of the query matched: pages (titles, keywords) and sections, with their weights. */
export interface WordMatches {
  pages: Map<number, number>;
  sections: Map<number, number>;
  /** The query word as it matched. */
  word: string;
  /**
   * Whether the index kept only part of what the word is in (the best `POSTINGS_PER_TERM` of a field): a
   * word of hundreds of pages (`repos`, `get` on GitHub's API), whose absence from a page says nothing.
   */
  common?: boolean;
}

const found = (matches: WordMatches) => matches.pages.size > 0 || matches.sections.size > 0;

/** Whether the shards of these terms are loaded; notes in `lacking` those that are not. */
function hasShards(search: LoadedSearch, terms: string[], lacking: Set<string>): boolean {
  let loaded = true;
  for (const term of terms) {
    const url = termShardOf(search, term);
    if (url && !search.loaded.has(url)) {
      lacking.add(url);
      loaded = false;
    }
  }
  return loaded;
}

/** Whether every term is a whole word of the document in a prefix-matched field, not only the start of one. */
function isWhole(search: LoadedSearch, field: SearchField, id: number, terms: string[]): boolean {
  const whole = search.whole[field];
  return terms.length > 0 && terms.every((term) => whole?.get(term)?.has(id) === true);
}

/**
 * Whether a section's heading is the query's one word and nothing more ("Recipients" for "recipient"):
 * the section that explains the thing itself, which ranks beside pages titled with it.
 */
function isSoleHeading(search: LoadedSearch, section: number, terms: string[]): boolean {
  return terms.length === 1 && search.sole.heading?.get(terms[0]!)?.has(section) === true;
}

/** Looks a word up in every field; undefined if a term shard it needs is not loaded (noted in `lacking`). */
function lookUp(search: LoadedSearch, word: string, withText: boolean | 'only', lacking: Set<string>): WordMatches | undefined {
  const terms = encodeQuery(word, search.encoder);
  if (!hasShards(search, terms, lacking)) return undefined;
  const matches: WordMatches = { pages: new Map(), sections: new Map(), word, ...(hasCommonTerm(search, terms) ? { common: true } : {}) };
  if (withText === 'only') return addTextMatches(search, word, matches);
  const addPage = (page: number, weight: number) => matches.pages.set(page, Math.max(matches.pages.get(page) ?? 0, weight));
  const searchField = (field: 'title' | 'keywords' | 'heading', text: string) => noteCapped(matches, search.indexes[field].search(text, { limit: POSTINGS_PER_TERM }) as number[]);
  for (const page of searchField('title', word)) {
    // A title that is little more than the query ("Webhooks" for "webhook") beats a longer one.
    const shortTitle = WEIGHT.shortTitle / Math.max(1, search.titleLengths[page] ?? 1);
    addPage(page, WEIGHT.title + shortTitle + (isWhole(search, 'title', page, terms) ? WEIGHT.wholeWord : 0));
  }
  for (const page of searchField('keywords', word)) {
    addPage(page, WEIGHT.keywords + (isWhole(search, 'keywords', page, terms) ? WEIGHT.wholeWord : 0));
  }
  for (const section of searchField('heading', word)) {
    const whole = isWhole(search, 'heading', section, terms) ? WEIGHT.wholeWord : 0;
    matches.sections.set(section, WEIGHT.heading + whole + (isSoleHeading(search, section, terms) ? WEIGHT.soleHeading : 0));
  }
  return withText ? addTextMatches(search, word, matches) : matches;
}

/**
 * Whether a word of several terms (`hook_id`: `hook`, `id`) has one of which the index kept only part:
 * what the word matches is then found among those parts only, however few that makes it.
 */
function hasCommonTerm(search: LoadedSearch, terms: string[]): boolean {
  if (terms.length < 2) return false;
  let known = commonTerms.get(search);
  if (!known) commonTerms.set(search, (known = new Map()));
  return terms.some((term) => {
    let common = known.get(term);
    if (common === undefined) known.set(term, (common = SEARCH_FIELDS.some((field) => search.indexes[field].search(term, { limit: POSTINGS_PER_TERM }).length >= POSTINGS_PER_TERM)));
    return common;
  });
}

/** Whether each term (its shard loaded, so for good) is on more documents than the index lists, by index: a query asks of the same terms again and again. */
const commonTerms = new WeakMap<LoadedSearch, Map<string, boolean>>();

/** Marks `matches` as of a common word when a field's list of them is as long as the index keeps. */
function noteCapped(matches: WordMatches, ids: number[]): number[] {
  if (ids.length >= POSTINGS_PER_TERM) matches.common = true;
  return ids;
}

/** Adds to `matches` the sections whose body text holds the word. */
function addTextMatches(search: LoadedSearch, word: string, matches: WordMatches): WordMatches {
  const inText = noteCapped(matches, search.indexes.text.search(word, { limit: POSTINGS_PER_TERM }) as number[]);
  inText.forEach((section, rank) => {
    // FlexSearch lists earlier, denser occurrences first.
    const weight = WEIGHT.text * (1 + 0.5 * (1 - rank / inText.length));
    matches.sections.set(section, (matches.sections.get(section) ?? 0) + weight);
  });
  return matches;
}

/** Adds another form's matches to a word's, a little below what the word finds itself. */
function addAsForm(matches: WordMatches, form: WordMatches): void {
  if (form.common) matches.common = true;
  for (const [mine, theirs] of [[matches.pages, form.pages], [matches.sections, form.sections]] as const) {
    for (const [id, weight] of theirs) mine.set(id, Math.max(mine.get(id) ?? 0, weight * WEIGHT.singular));
  }
}

/** The closest word of the titles, headings and keywords, one typo away (two for long words). */
function correctSpelling(vocabulary: readonly string[], word: string): string | undefined {
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of vocabulary) {
    const distance = spellingDistance(word, candidate, limit);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate.length < best.length)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Scales a fallback's matches down: they are guesses at what the reader meant. */
function asGuess(matches: WordMatches): WordMatches {
  for (const map of [matches.pages, matches.sections]) for (const [id, weight] of map) map.set(id, weight * WEIGHT.shortened);
  return matches;
}

/** A word that matches nothing may be misspelled ("sgining"): the closest known word stands in for it, at a lower weight. */
function lookUpCorrected(search: LoadedSearch, word: string, lacking: Set<string>): WordMatches | undefined {
  if (!search.vocabulary) {
    lacking.add(search.entry.vocabulary);
    return undefined;
  }
  const corrected = correctSpelling(search.vocabulary, word);
  const matches = corrected === undefined ? undefined : lookUp(search, corrected, true, lacking);
  return matches && found(matches) ? asGuess(matches) : undefined;
}

/**
 * A word that still matches nothing may be unfinished and misspelled ("authentic…"): its longest
 * prefix that starts a title, keyword or heading stands in for it, at a lower weight.
 */
function lookUpShortened(search: LoadedSearch, word: string, lacking: Set<string>): WordMatches | undefined {
  for (let length = word.length - 1; length >= Math.max(4, Math.ceil(word.length * SHORTEN.keep)); length--) {
    const matches = lookUp(search, word.slice(0, length), false, lacking);
    if (!matches) return undefined;
    if (found(matches)) return asGuess(matches);
  }
  return undefined;
}

/**
 * What a path of the query, run together (`pathTerm`), matches: the operations whose keywords hold it
 * as a whole term, that is, exactly that path, and not those whose longer paths start with it.
 */
export function matchPath(search: LoadedSearch, term: string, lacking: Set<string>): WordMatches | undefined {
  const terms = encodeQuery(term, search.encoder);
  if (!hasShards(search, terms, lacking)) return undefined;
  const matches: WordMatches = { pages: new Map(), sections: new Map(), word: term };
  for (const page of search.indexes.keywords.search(term, { limit: POSTINGS_PER_TERM }) as number[]) {
    if (isWhole(search, 'keywords', page, terms)) matches.pages.set(page, WEIGHT.keywords + WEIGHT.wholeWord);
  }
  return matches;
}

/**
 * Whether the spelling folds most of a word away: its letters fold into fewer than half as many (runs
 * of one letter, such as "zzzqqq" to "sk"). No word is written so; what is left would only find every
 * word that starts with it.
 */
function foldsAway(search: LoadedSearch, word: string): boolean {
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 3 && encodeQuery(word, search.encoder).join('').length * 2 < letters;
}

/**
 * What a word of the query matches in every field: page titles and API keywords, section headings,
 * and body text; failing that (and when asked to `guess`), what its correction or its start matches.
 * Undefined while a part of the index it needs is not loaded: those parts are added to `lacking`.
 */
export function matchWord(search: LoadedSearch, word: string, lacking: Set<string>, { guess = true } = {}): WordMatches | undefined {
  if (foldsAway(search, word)) return { pages: new Map(), sections: new Map(), word };
  const matches = lookUp(search, word, true, lacking);
  // A plural finds what its singular does too ("webhook events", the section headed "Event types"),
  // a little below what it finds itself.
  if (matches && PLURAL.test(word)) {
    const singular = lookUp(search, word.slice(0, -1), true, lacking);
    if (!singular) return undefined;
    addAsForm(matches, singular);
  }
  // So does a plain word what its inflections do in body text ("decline", a recipient who "declined").
  for (const inflection of matches ? inflectionsOf(word) : []) {
    const inflected = lookUp(search, inflection, 'only', lacking);
    if (!inflected) return undefined;
    addAsForm(matches!, inflected);
  }
  if (!matches || found(matches) || word.length < SHORTEN.minLength || !guess) return matches;
  const corrected = lookUpCorrected(search, word, lacking);
  if (corrected || lacking.size) return corrected;
  const shortened = lookUpShortened(search, word, lacking);
  if (shortened || lacking.size) return shortened;
  return matches;
}

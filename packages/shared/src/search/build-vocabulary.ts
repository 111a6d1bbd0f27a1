import type { SearchPage, SearchSection } from './search-data.js';

/**
 * The distinct words (four letters or more, lowercase) of the page titles, API keywords and headings:
 * the words a misspelled one is corrected to.
 */
export function buildVocabulary(pages: readonly SearchPage[], sections: readonly SearchSection[]): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const [word] of text.toLowerCase().matchAll(/\p{L}{4,}/gu)) words.add(word);
  };
  for (const [title, , , keywords] of pages) add(`${title} ${keywords ?? ''}`);
  for (const [, , headings] of sections) for (const heading of headings) add(heading);
  return [...words].sort();
}

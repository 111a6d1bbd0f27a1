import type { VFile } from 'vfile';
import type { Heading } from '@docs/shared';
import type { UnsafeMarkup } from './scan-raw-html.js';
import type { PageSection } from '../text/create-section-collector.js';

/** A link found in a page body, with where it was written. */
export interface PageLink {
  url: string;
  /** The link as the author wrote it, when it was rewritten. */
  written: string;
  line?: number;
  column?: number;
}

/** Markup that would run script in a reader's browser, and where it was written. */
export interface UnsafeFinding {
  /**
   * As found, or `removed-script`: a whole `<script>` block, left out of the page; or `ignored-style`:
   * a `<style>` element, which the pages' policy keeps from applying (no harm, but no effect either).
   */
  kind: UnsafeMarkup['kind'] | 'removed-script' | 'ignored-style';
  what: string;
  line?: number;
  column?: number;
}

/** What the one walk over a page body finds, kept on its file for the caller. */
export interface PageData {
  headings: Heading[];
  links: PageLink[];
  unsafe: UnsafeFinding[];
  /** Every id of the body (headings, footnotes, HTML written in it), which links may point at. */
  ids: string[];
  /** Ids the body gives a second time (two headings' `{#install}`), each where it is given again: a link leads to the first only. */
  repeatedIds: { id: string; line?: number; column?: number }[];
  /**
   * Containers of names no box has (`:::warn`), each where it opens, found as the admonitions are made: the
   * page shows their text without a box, and the author meant one.
   */
  unknownContainers: { name: string; line: number; column: number }[];
  /** The body's text, split at its h1–h3 headings, for search. */
  sections: PageSection[];
  /** The text of its first paragraph of prose (not in a box, a list, a table or code), which describes the page. */
  summary?: string;
  /** Whether the body holds HTML its author wrote that a browser may read otherwise together with the rest (`needsWholeRead`). */
  readWhole?: boolean;
  /** Resolves a link as written in the file to the URL the page will use. */
  resolveLink?: (url: string) => string;
}

export function pageData(file: VFile): PageData {
  const data = file.data as { page?: PageData };
  data.page ??= { headings: [], links: [], unsafe: [], ids: [], repeatedIds: [], unknownContainers: [], sections: [] };
  return data.page;
}

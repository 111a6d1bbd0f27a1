import { randomUUID } from 'node:crypto';
import type { PageOutcome } from './page-job.js';

/**
 * Gives each page whose Markdown file was saved while it was rendered (`changedSinceLoad`) a key of
 * its own that no build makes again, in place of the key made from the text it was loaded with: what
 * is remembered of its record (problems, ids, search blocks) is then never found for that text. Says
 * whether there was one, so that what is made from every page's key is not kept either.
 */
export function unkeyChangedPages(outcomes: readonly (PageOutcome | object)[], keys: string[]): boolean {
  let changed = false;
  outcomes.forEach((outcome, index) => {
    if (!('changedSinceLoad' in outcome) || !outcome.changedSinceLoad) return;
    keys[index] = `saved-during-build-${randomUUID()}`;
    changed = true;
  });
  return changed;
}

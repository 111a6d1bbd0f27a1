import type { Diagnostic } from '@docs/shared';
import { isInsideFolder } from '../cache/file-facts.js';

/**
 * One error for a template that threw the same way on many pages (a footer that throws fails every
 * page): the first page's, saying how many others failed so, where the template threw. An error whose
 * place in the templates is unknown (React's own, "Objects are not valid as a React child", or a thrown
 * string, which has no stack) is placed at the page's source; thrown the same way on other pages too,
 * it is the templates', and is said once, at the templates folder. One page's alone stays at its source.
 */
export function createTemplateErrorCollapser(templatesDir: string): { add(pagePath: string, diagnostic: Diagnostic): Diagnostic | undefined; finish(): void } {
  const first = new Map<string, { diagnostic: Diagnostic; others: number; unplaced: boolean }>();
  return {
    /** The diagnostic to report, or nothing when it repeats one reported for another page. */
    add(pagePath, diagnostic) {
      const at = diagnostic.location;
      if (diagnostic.code !== 'TemplateRenderFailed') return diagnostic;
      const placed = Boolean(at?.line && isInsideFolder(at.file, templatesDir));
      if (!placed && at?.line) return diagnostic;
      const message = diagnostic.message.replace(` ${pagePath}:`, ':');
      const key = placed ? `${at!.file}:${at!.line}:${at!.column ?? 0}\0${message}` : `\0${message}`;
      const seen = first.get(key);
      if (seen) {
        seen.others++;
        return undefined;
      }
      const copy = { ...diagnostic };
      first.set(key, { diagnostic: copy, others: 0, unplaced: !placed });
      return copy;
    },
    /** Notes on each error kept how many other pages failed the same way. */
    finish() {
      for (const { diagnostic, others, unplaced } of first.values()) {
        if (!others) continue;
        diagnostic.message += ` (and on ${others} other ${others === 1 ? 'page' : 'pages'})`;
        if (unplaced) diagnostic.location = { file: templatesDir };
      }
    },
  };
}

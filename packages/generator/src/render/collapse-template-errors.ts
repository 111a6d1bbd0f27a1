import type { Diagnostic } from '@docs/shared';
import { isInsideFolder } from '../cache/file-facts.js';

/**
 * One error for a template that threw the same way on many pages (a footer that throws fails every
 * page): the first page's, saying how many others failed so, where the template threw. Errors placed at
 * a page's own source (a template that threw over one page's data) stay each on its own.
 */
export function createTemplateErrorCollapser(templatesDir: string): { add(pagePath: string, diagnostic: Diagnostic): Diagnostic | undefined; finish(): void } {
  const first = new Map<string, { diagnostic: Diagnostic; others: number }>();
  return {
    /** The diagnostic to report, or nothing when it repeats one reported for another page. */
    add(pagePath, diagnostic) {
      const at = diagnostic.location;
      if (diagnostic.code !== 'TemplateRenderFailed' || !at?.line || !isInsideFolder(at.file, templatesDir)) return diagnostic;
      const key = `${at.file}:${at.line}:${at.column ?? 0}\0${diagnostic.message.replace(` ${pagePath}:`, ':')}`;
      const seen = first.get(key);
      if (seen) {
        seen.others++;
        return undefined;
      }
      const copy = { ...diagnostic };
      first.set(key, { diagnostic: copy, others: 0 });
      return copy;
    },
    /** Notes on each error kept how many other pages failed the same way. */
    finish() {
      for (const { diagnostic, others } of first.values()) if (others) diagnostic.message += ` (and on ${others} other ${others === 1 ? 'page' : 'pages'})`;
    },
  };
}

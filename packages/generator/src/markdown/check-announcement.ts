import { createDiagnostic, type Diagnostic, type ResolvedConfig } from '@docs/shared';
import { findUnsafeAsBrowserReads } from './find-unsafe-as-browser-reads.js';
import { scanRawHtml } from './scan-raw-html.js';

/**
 * The announcement's HTML goes into every page as it is written in the config: what in it would run
 * script, or leave open what would take in the rest of the page, is reported at the config as it is
 * in a page (read alone, then whole as a browser reads it).
 */
export function checkAnnouncement(config: ResolvedConfig): Diagnostic[] {
  const content = config.announcement?.content;
  if (!content) return [];
  const location = { file: config.configFile ?? 'docs.config.ts' };
  const found = [...scanRawHtml(content).unsafe, ...findUnsafeAsBrowserReads(content)];
  const reported = new Set<string>();
  return found.flatMap((item) => {
    const what = item.kind === 'open' ? 'open' : item.what;
    if (reported.has(what)) return [];
    reported.add(what);
    if (item.kind === 'open') return [createDiagnostic('HtmlLeftOpen', { where: 'the announcement of the config' }, location)];
    return [createDiagnostic('UnsafeAnnouncement', { what: item.what }, location)];
  });
}

import { readFileSync, statSync } from 'node:fs';
import { scanRawHtml } from '../markdown/scan-raw-html.js';

/** Files a browser reads as documents, which run what script they hold when opened or framed by a page. */
const DOCUMENT = /\.(svg|html?|xhtml)$/i;
/** Larger files are not read for it (a diagram or a page is far smaller). */
const LARGEST_READ = 4 * 1024 * 1024;

/**
 * What in a file copied into the site as it is (an SVG diagram, an HTML page) would run script in a
 * reader's browser, under the site's own origin and without the pages' Content-Security-Policy:
 * a `<script>`, an event handler, a `javascript:` link. Nothing for other files.
 */
export function findScriptInFile(file: string): string | undefined {
  if (!DOCUMENT.test(file)) return undefined;
  try {
    if (statSync(file).size > LARGEST_READ) return undefined;
    return scanRawHtml(readFileSync(file, 'utf8')).unsafe[0]?.what;
  } catch {
    // Unreadable: its copy fails and says so.
    return undefined;
  }
}

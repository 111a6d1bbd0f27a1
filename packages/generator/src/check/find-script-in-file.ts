import { readFileSync, statSync } from 'node:fs';
import { scanRawHtml } from '../markdown/scan-raw-html.js';
import { DOCUMENT, XML_DOCUMENT } from './document-files.js';

/** Larger files are not parsed for it, only searched for the words script needs (a diagram or a page is far smaller). */
const LARGEST_PARSED = 4 * 1024 * 1024;
/** What script needs in a document, however written: looked for in a file too large to parse. */
const MAYBE_SCRIPT = /<(?:[\w.-]+:)?script\b|\son[a-z]+\s*=|javascript:|<!ENTITY/i;

/**
 * What in a file copied into the site as it is (an SVG diagram, an HTML page, an XML file) would run
 * script in a reader's browser, under the site's own origin and without the pages' Content-Security-Policy:
 * a `<script>` (in XML also under a namespace prefix, `<x:script>`), an event handler, a `javascript:`
 * link, an entity declaration (which can hold any of them). Nothing for other files.
 */
export function findScriptInFile(file: string): string | undefined {
  if (!DOCUMENT.test(file)) return undefined;
  try {
    if (statSync(file).size > LARGEST_PARSED) return MAYBE_SCRIPT.test(readFileSync(file, 'latin1')) ? 'what may be script (too large to read closely)' : undefined;
    const text = readFileSync(file, 'utf8');
    if (XML_DOCUMENT.test(file)) {
      if (/<!ENTITY/i.test(text)) return 'an entity declaration (which can hold a <script>)';
      if (/<[\w.-]+:script\b/i.test(text)) return 'a <script> element under a namespace prefix';
    }
    return scanRawHtml(text).unsafe[0]?.what;
  } catch {
    // Unreadable: its copy fails and says so.
    return undefined;
  }
}

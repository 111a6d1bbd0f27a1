import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceLocation } from '@docs/shared';
import { lineColumnAt } from '../text/line-column-at.js';

/** Files a templates folder writes its markup in. */
const TEMPLATE_SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs|mts|cts)$/;

/** A source file of the templates and its text. */
export interface TemplateSource {
  file: string;
  text: string;
}

export interface TemplateLinkSources {
  /** The config file, shown as the reader sees it, and the links written in it. */
  configFile?: { shown: string; text: string; links: ReadonlySet<string> };
  templatesDir: string;
  /** The templates' source files (`readTemplateSources`), read once for the build when first asked for. */
  templateFiles: () => readonly TemplateSource[];
  /** A path as the report shows it (relative to where the command runs). */
  display: (file: string) => string;
}

/**
 * Where a link that no page wrote is written: the line and column of the config, or of the template
 * file, that holds it as a string. Called for broken links only, so the template files are read when
 * the first one is found, once. A link the templates make from parts (`${base}/x`) is reported at the
 * templates folder, the best that can be said of it.
 */
export function createTemplateLinkLocator(sources: TemplateLinkSources): (link: string) => SourceLocation {
  return (link) => {
    const config = sources.configFile;
    if (config?.links.has(link)) return { file: config.shown, ...(placeOfString(config.text, link, true) ?? placeOfString(config.text, link, false) ?? {}) };
    const templateFiles = sources.templateFiles();
    // Where a file gives it as a link, before a file that only holds the text (a constant, a test).
    for (const asLink of [true, false]) {
      for (const { file, text } of templateFiles) {
        const place = placeOfString(text, link, asLink);
        if (place) return { file: sources.display(file), ...place };
      }
    }
    return { file: sources.display(sources.templatesDir) };
  };
}

/**
 * The place of the link's first character where it is written as a whole quoted string: with `asLink`,
 * only where it is given as a link (`href="…"`, `to: '…'`); else its first place whatever the quotes.
 */
function placeOfString(text: string, link: string, asLink: boolean): { line: number; column: number } | undefined {
  const quoted = new RegExp(`(["'\`])${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  for (const found of text.matchAll(quoted)) {
    if (!asLink || /\b(href|to|link|url)\s*[=:]\s*\{?\s*$/.test(text.slice(Math.max(0, found.index - 40), found.index))) return lineColumnAt(text, found.index + 1);
  }
  return undefined;
}

/**
 * What the places of the templates' links are found from, as one text for the key the link check's
 * findings are kept by: a line added above a link in any template file (the browser islands, which no
 * other key covers, included) moves the place reported.
 */
export function templateSourcesText(dir: string, sources: readonly TemplateSource[]): string {
  return sources.map(({ file, text }) => `${path.relative(dir, file)}\0${text}`).join('\0');
}

/** The templates' source files, in a stable order, leaving out installed packages and the static files. */
export function readTemplateSources(dir: string): TemplateSource[] {
  const found: TemplateSource[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'public' && !entry.name.startsWith('.')) walk(full);
      } else if (entry.isFile() && TEMPLATE_SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        try {
          found.push({ file: full, text: readFileSync(full, 'utf8') });
        } catch {
          // An unreadable file cannot be the place; the folder is reported if none is.
        }
      }
    }
  };
  walk(dir);
  return found;
}

/** The config's text, for placing the links written in it; none when it cannot be read now. */
export function readConfigSource(file: string, shown: string): { shown: string; text: string } | undefined {
  try {
    return { shown, text: readFileSync(file, 'utf8') };
  } catch {
    return undefined;
  }
}

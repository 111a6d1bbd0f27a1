import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable } from './format-table.js';

/** The budget of JavaScript a documentation page may load before any interaction, gzipped. */
export const JS_BUDGET_GZIP = 15 * 1024;

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  js: Bytes;
  css: Bytes;
  /** Every file counted, as URLs, inline scripts as `(inline)`. */
  files: string[];
}

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
/** Static imports in esbuild's minified ES modules: `import{a}from"./chunk-X.js"` and `import"./x.js"`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w{}\s,*$]+from\s*)?["']([^"']+)["']/g;

function measure(contents: string[]): Bytes {
  return contents.reduce((total, text) => ({ raw: total.raw + Buffer.byteLength(text), gzip: total.gzip + gzipSync(text, { level: 9 }).length }), { raw: 0, gzip: 0 });
}

/**
 * What a built page makes the browser download before the reader does anything: its stylesheets, its
 * inline and module scripts, and every chunk those modules import statically (dynamic imports, such
 * as islands, load on interaction and are not counted).
 */
export async function measurePageWeight(outDir: string, page: string): Promise<PageWeight> {
  const html = await readFile(path.join(outDir, page), 'utf8');
  const read = (url: string) => readFile(path.join(outDir, url), 'utf8');
  const scripts = new Set([
    ...attributeValues(html, /<script[^>]*\bsrc="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]);
  const pending = [...scripts];
  const jsContents: string[] = attributeValues(html, /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g).filter((code) => code.trim());
  const inlineCount = jsContents.length;
  while (pending.length > 0) {
    const url = pending.pop()!;
    const code = await read(url);
    jsContents.push(code);
    for (const imported of attributeValues(code, STATIC_IMPORT)) {
      const resolved = path.posix.join(path.posix.dirname(url), imported);
      if (!scripts.has(resolved)) {
        scripts.add(resolved);
        pending.push(resolved);
      }
    }
  }
  const stylesheets = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const cssContents = await Promise.all(stylesheets.map(read));
  return {
    page,
    js: measure(jsContents),
    css: measure(cssContents),
    files: [...Array.from({ length: inlineCount }, () => '(inline)'), ...scripts, ...stylesheets],
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page-weight table, with the JavaScript budget verdict per page. */
export function formatPageWeights(weights: readonly (PageWeight & { label: string })[]): string {
  const rows = weights.map((weight) => [
    weight.label,
    `${kilobytes(weight.js.raw)} / ${kilobytes(weight.js.gzip)}`,
    `${kilobytes(weight.css.raw)} / ${kilobytes(weight.css.gzip)}`,
    weight.js.gzip <= JS_BUDGET_GZIP ? 'within' : 'OVER BUDGET',
  ]);
  const header = ['page', 'JavaScript raw / gzip', 'CSS raw / gzip', `JS budget ${kilobytes(JS_BUDGET_GZIP)} gzip`];
  return formatTable('What a page loads before any interaction (our site)', header, rows);
}

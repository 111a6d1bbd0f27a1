import { startsWithBlank, trimBlanks } from '../text/blank-ends.js';
/** The containers other tools write with a title after a space (`:::tip Note`, `::: warning`), by name. */
const CONTAINERS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'details', 'code-group']);

/** `:::tip Title`, `::: tip`, `::: details Title`: a container opened as VitePress and Docusaurus 2 write it. */
const SPACED_OPENING = /^([ \t]*):::[ \t]*([A-Za-z][A-Za-z-]*)/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/**
 * Containers written as other tools write them, `:::tip Note` (a title after a space) or `::: tip`, in
 * the directive syntax this generator reads, `:::tip[Note]`: otherwise the page showed ":::tip Note"
 * and the box's text as one paragraph. Lines inside fenced code are left as they are, and every line
 * stays where it was, so that places in messages are the file's.
 */
export function normalizeContainerTitles(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | undefined;
  let changed = false;
  const lines = source.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    const text = line.replace(/\r$/, '');
    const container = SPACED_OPENING.exec(text);
    if (!container || !CONTAINERS.has(container[2]!.toLowerCase())) continue;
    const [, indent, name] = container;
    // A title stands after a blank (`:::tip[Title]` is the directive syntax, left as it is).
    const rest = text.slice(container[0].length);
    if (rest && !startsWithBlank(rest)) continue;
    const title = trimBlanks(rest) || undefined;
    // Already the directive syntax (`:::tip` alone, or `:::tip[Title]`): nothing to do.
    if (!title && !/^[ \t]*:::[ \t]/.test(line)) continue;
    const label = title ? `[${title.replace(/[[\]\\]/g, '\\$&')}]` : '';
    lines[at] = `${indent}:::${name!.toLowerCase()}${label}${line.endsWith('\r') ? '\r' : ''}`;
    changed = true;
  }
  return changed ? lines.join('\n') : source;
}

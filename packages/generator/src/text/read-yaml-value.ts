import { visit, type Document } from 'yaml';

/** What stops a parsed YAML document from becoming a value, and where in its text. */
export interface YamlValueProblem {
  offset: number;
  reason: string;
  fix: string;
}

/**
 * The value of a YAML document the parser read without errors, or why it has none a build can use: an
 * alias inside the value its anchor names (the value would contain itself, which no JSON can hold and
 * every later stage would follow forever), or aliases that multiply into an enormous value (the
 * parser's guard against a "billion laughs" throws).
 */
export function readYamlValue(document: Document, text: string): { value: unknown } | { problem: YamlValueProblem } {
  const loop = aliasInsideItsAnchor(document, text);
  if (loop) {
    return {
      problem: {
        offset: loop.offset,
        reason: `the alias *${loop.name} is inside the value its anchor &${loop.name} names, so that value would contain itself`,
        fix: 'Write the value out, or use a `$ref` for a schema that contains itself: a YAML alias cannot refer to the value it is in.',
      },
    };
  }
  try {
    return { value: document.toJS() };
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const first = text.search(/\*[^\s,\]}]/);
    return {
      problem: {
        offset: Math.max(first, 0),
        reason: 'its aliases (`*name`) repeat values so many times that the value would be enormous',
        fix: 'Share fewer values through anchors and aliases (in a description, use `$ref` instead).',
      },
    };
  }
}

/**
 * The first alias written inside the node its anchor names. Anchors come before their aliases, so any
 * loop of aliases has one such alias. Each alias's node is the last one anchored by its name before
 * it, noted in the one walk in document order: resolving each alias walked the document again, and a
 * description of ten thousand aliases took seconds.
 */
function aliasInsideItsAnchor(document: Document, text: string): { name: string; offset: number } | undefined {
  if (!text.includes('*')) return undefined;
  let found: { name: string; offset: number } | undefined;
  const anchored = new Map<string, { range?: [number, number, number] | null | undefined }>();
  visit(document, {
    Value(_key, node) {
      if (node.anchor) anchored.set(node.anchor, node);
    },
    Alias(_key, alias) {
      const target = anchored.get(alias.source);
      const start = alias.range?.[0] ?? 0;
      if (target?.range && start >= target.range[0] && start < target.range[2]) {
        found = { name: alias.source, offset: start };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

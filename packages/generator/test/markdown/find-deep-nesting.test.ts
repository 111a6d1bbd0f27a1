import { describe, expect, it } from 'vitest';
import { findDeepNesting } from '../../src/markdown/find-deep-nesting.js';

const nestedList = (depth: number, marker = '- ') => Array.from({ length: depth }, (_, i) => `${' '.repeat(i * marker.length)}${marker}item ${i}`).join('\n');

describe('findDeepNesting', () => {
  it('finds lists nested by indentation, on one line, and blockquotes, at the first line too deep', () => {
    expect(findDeepNesting(nestedList(200), 100)).toEqual({ line: 101, depth: 101, what: 'lists and blockquotes' });
    expect(findDeepNesting(nestedList(200, '1. '), 100)?.line).toBeLessThanOrEqual(101);
    expect(findDeepNesting(`text\n${'- '.repeat(150)}x\n`, 100)).toMatchObject({ line: 2, what: 'lists and blockquotes' });
    expect(findDeepNesting(`${'>'.repeat(101)} deep\n`, 100)).toMatchObject({ line: 1, depth: 101 });
    expect(findDeepNesting(`${'> - '.repeat(60)}x\n`, 100)).toMatchObject({ line: 1 });
  });

  it('finds :::containers and brackets nested too deep', () => {
    expect(findDeepNesting(`${':::note\n'.repeat(101)}x\n${':::\n'.repeat(101)}`, 100)).toEqual({ line: 101, depth: 101, what: '`:::` containers' });
    expect(findDeepNesting(`${'['.repeat(101)}x${']'.repeat(101)}`, 100)).toMatchObject({ line: 1, what: 'brackets' });
  });

  it('accepts what real pages hold: sibling containers, escaped and closed brackets, code, thematic breaks', () => {
    expect(findDeepNesting(nestedList(100), 100)).toBeUndefined();
    expect(findDeepNesting(':::note\nx\n:::\n\n'.repeat(500), 100)).toBeUndefined();
    expect(findDeepNesting('[a](b) '.repeat(500) + '\\['.repeat(500), 100)).toBeUndefined();
    expect(findDeepNesting('```json\n' + Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}{`).join('\n') + '\n```\n', 100)).toBeUndefined();
    expect(findDeepNesting('---\n***\n- - -\n1. one\n2) two\n', 100)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { findDeepNesting, MAX_EMPHASIS_MARKERS } from '../../src/markdown/find-deep-nesting.js';

const nestedList = (depth: number, marker = '- ') => Array.from({ length: depth }, (_, i) => `${' '.repeat(i * marker.length)}${marker}item ${i}`).join('\n');

describe('findDeepNesting', () => {
  it('finds lists nested by indentation, on one line, and blockquotes, at the first line too deep', () => {
    expect(findDeepNesting(nestedList(200), 100)).toEqual({ line: 101, depth: 101, what: 'lists and blockquotes', limit: 100 });
    expect(findDeepNesting(nestedList(200, '1. '), 100)?.line).toBeLessThanOrEqual(101);
    expect(findDeepNesting(`text\n${'- '.repeat(150)}x\n`, 100)).toMatchObject({ line: 2, what: 'lists and blockquotes' });
    expect(findDeepNesting(`${'>'.repeat(101)} deep\n`, 100)).toMatchObject({ line: 1, depth: 101 });
    expect(findDeepNesting(`${'> - '.repeat(60)}x\n`, 100)).toMatchObject({ line: 1 });
  });

  it('finds :::containers and brackets nested too deep', () => {
    expect(findDeepNesting(`${':::note\n'.repeat(101)}x\n${':::\n'.repeat(101)}`, 100)).toEqual({ line: 101, depth: 101, what: '`:::` containers', limit: 100 });
    expect(findDeepNesting(`${'['.repeat(101)}x${']'.repeat(101)}`, 100)).toMatchObject({ line: 1, what: 'brackets' });
  });

  it('finds a paragraph with more emphasis markers than the parser reads in a second, or a run of thousands', () => {
    expect(findDeepNesting(`# Title\n\n${'a* '.repeat(MAX_EMPHASIS_MARKERS + 1)}\n`)).toEqual({ line: 3, depth: MAX_EMPHASIS_MARKERS + 1, what: 'emphasis markers', limit: MAX_EMPHASIS_MARKERS });
    expect(findDeepNesting(`text\n${'*'.repeat(1_001)}x${'*'.repeat(1_001)}\n`)).toMatchObject({ line: 2, depth: 1_001, what: 'a run of emphasis markers' });
    // Counted by paragraph: as many, split by blank lines, are fine; so are a table's cells, and code spans.
    const half = 'a* '.repeat(MAX_EMPHASIS_MARKERS / 2);
    expect(findDeepNesting(`${half}\n\n${half}\n\n${half}\n`)).toBeUndefined();
    expect(findDeepNesting(`| a | b |\n|---|---|\n${'| **x** _y_ | *z* |\n'.repeat(3_000)}`)).toBeUndefined();
    expect(findDeepNesting(`Inline: \`${'*'.repeat(2_000)}\` and \`\`${'['.repeat(150)}\`\`.\n`)).toBeUndefined();
  });

  it('accepts what real pages hold: sibling containers, escaped and closed brackets, code, thematic breaks', () => {
    expect(findDeepNesting(nestedList(100), 100)).toBeUndefined();
    expect(findDeepNesting(':::note\nx\n:::\n\n'.repeat(500), 100)).toBeUndefined();
    expect(findDeepNesting('[a](b) '.repeat(500) + '\\['.repeat(500), 100)).toBeUndefined();
    expect(findDeepNesting('```json\n' + Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}{`).join('\n') + '\n```\n', 100)).toBeUndefined();
    expect(findDeepNesting('---\n***\n- - -\n1. one\n2) two\n', 100)).toBeUndefined();
  });
});

describe('findDeepNesting and code blocks', () => {
  it('reads the lines of a top-level code block as text, however far indented or bracketed', () => {
    expect(findDeepNesting(`Text\n\n\`\`\`text\n${' '.repeat(202)}deep in the code\n${'['.repeat(150)}\n\`\`\`\n\nAfter.\n`, 100)).toBeUndefined();
    expect(findDeepNesting(`~~~~\n${'\t'.repeat(51)}tabs\n~~~~\n`, 100)).toBeUndefined();
  });

  it('still finds deep nesting after a code block closes, or where a line only looks like a fence', () => {
    expect(findDeepNesting(`\`\`\`\ncode\n\`\`\`\n${nestedList(200)}\n`, 100)).toMatchObject({ line: 104, what: 'lists and blockquotes' });
    // A closing fence indented by up to three spaces closes the block.
    expect(findDeepNesting(`\`\`\`\ncode\n   \`\`\`\n${nestedList(200)}\n`, 100)).toMatchObject({ line: 104 });
    // Backticks in a backtick fence's info string make it a paragraph: what follows is Markdown.
    expect(findDeepNesting(`\`\`\`js \`x\`\n${nestedList(200)}\n`, 100)).toMatchObject({ line: 102 });
    // A fence inside a list item ends with the item: the lines after it are not taken for code.
    expect(findDeepNesting(`- item\n  \`\`\`\n  code\nParagraph.\n\n${nestedList(200)}\n`, 100)).toMatchObject({ line: 106 });
  });
});

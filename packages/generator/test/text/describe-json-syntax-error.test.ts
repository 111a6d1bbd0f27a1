import { describe, expect, it } from 'vitest';
import { describeJsonSyntaxError } from '../../src/text/describe-json-syntax-error.js';

function problemIn(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return describeJsonSyntaxError(text, error);
  }
  throw new Error('the text is valid JSON');
}

describe('describeJsonSyntaxError', () => {
  it('names a trailing comma in an object, and places it on the comma rather than on the brace after it', () => {
    const text = '{\n  "a": 1,\n}';
    const problem = problemIn(text);
    expect(problem.reason).toContain('trailing comma');
    expect(problem.reason).toContain('an object');
    expect(problem.offset).toBe(text.indexOf(','));
    expect(problem.fix).toMatch(/Remove this comma/);
  });

  it('finds a trailing comma in an array, for which the parser states no position', () => {
    const text = '{ "a": [1, 2,\n] }';
    const problem = problemIn(text);
    expect(problem.reason).toContain('an array');
    expect(problem.offset).toBe(text.indexOf(',', 10));
  });

  it('places a missing comma at the end of the item that lacks it', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    const problem = problemIn(text);
    expect(problem.reason).toBe('a comma is missing between two items');
    expect(problem.offset).toBe(text.indexOf('1') + 1);
  });

  it('places an unfinished file at its end', () => {
    const text = '{ "a": [1, 2\n';
    expect(problemIn(text)).toMatchObject({ offset: text.trimEnd().length, reason: expect.stringContaining('ends before') });
  });

  it('says that JSON has no comments and no single quotes', () => {
    expect(problemIn('{ // note\n "a": 1 }').reason).toBe('JSON has no comments');
    expect(problemIn("{ \"a\": 'x' }").reason).toBe('strings in JSON take double quotes');
  });

  it("keeps the parser's own words for other mistakes, without the position", () => {
    expect(problemIn('{ "a": 1 }}')).toMatchObject({ reason: 'unexpected non-whitespace character after JSON', offset: 10 });
  });

  it('places a word that is no JSON value at its start', () => {
    expect(problemIn('{ "a": tru }')).toMatchObject({ reason: 'this is not a JSON value', offset: 7 });
    expect(problemIn('{ "a": undefined }')).toMatchObject({ reason: 'this is not a JSON value', offset: 7 });
  });
});

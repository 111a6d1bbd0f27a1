import { describe, expect, it } from 'vitest';
import { parseCategory } from '../../src/content/parse-category.js';

const problems = (text: string) => parseCategory(text, 'content/docs/guides/_category_.json').diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.location?.column, d.message]);

describe('parseCategory', () => {
  it('warns of keys named like an object\'s own methods as of any other key it does not use', () => {
    const { meta, diagnostics } = parseCategory('{"constructor": 1, "toString": "x", "hasOwnProperty": null, "__proto__": {}, "label": "Guides"}', 'content/docs/_category_.json');
    expect(meta).toEqual({ label: 'Guides' });
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['UnusedCategoryKey', 'warning'],
      ['UnusedCategoryKey', 'warning'],
      ['UnusedCategoryKey', 'warning'],
      ['UnusedCategoryKey', 'warning'],
    ]);
  });

  it('reads the label and position', () => {
    expect(parseCategory('{"label": "Guides", "position": 2}', 'x')).toEqual({ meta: { label: 'Guides', position: 2 }, diagnostics: [] });
  });

  it('reports a syntax error at its line and column', () => {
    expect(problems('{\n  "label": "Guides",\n  "position": 2,\n}\n')).toEqual([
      ['InvalidCategoryFile', 'error', 3, 16, 'This _category_.json is invalid: a comma after the last item of an object (trailing comma)'],
    ]);
  });

  it('reports fields of the wrong type at their line, and keys it does not use as warnings', () => {
    expect(problems('{\n  "label": 3,\n  "position": "first",\n  "collapsed": false\n}')).toEqual([
      ['InvalidCategoryFile', 'error', 2, 3, 'This _category_.json is invalid: "label" must be a non-empty string, such as "Getting started"'],
      ['InvalidCategoryFile', 'error', 3, 3, 'This _category_.json is invalid: "position" must be a number, such as 2'],
      ['UnusedCategoryKey', 'warning', 4, 3, '"collapsed" in _category_.json is not used by this generator; it is ignored'],
    ]);
  });

  it('reports a file that holds no object', () => {
    expect(problems('["Guides"]')).toEqual([['InvalidCategoryFile', 'error', 1, 1, 'This _category_.json is invalid: it holds no object']]);
  });
});

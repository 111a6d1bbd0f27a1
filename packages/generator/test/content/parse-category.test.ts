import { describe, expect, it } from 'vitest';
import { parseCategory, parseCategoryYaml } from '../../src/content/parse-category.js';

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
      ['InvalidCategoryFile', 'error', 3, 16, 'This category file is invalid: a comma after the last item of an object (trailing comma)'],
    ]);
  });

  it('reports fields of the wrong type at their line, and keys it does not use as warnings', () => {
    expect(problems('{\n  "label": 3,\n  "position": "first",\n  "collapsed": false\n}')).toEqual([
      ['InvalidCategoryFile', 'error', 2, 3, 'This category file is invalid: "label" must be a non-empty string, such as "Getting started"'],
      ['InvalidCategoryFile', 'error', 3, 3, 'This category file is invalid: "position" must be a number, such as 2'],
      ['UnusedCategoryKey', 'warning', 4, 3, '"collapsed" in _category_.json is not used by this generator; it is ignored'],
    ]);
  });

  it('reports a file that holds no object', () => {
    expect(problems('["Guides"]')).toEqual([['InvalidCategoryFile', 'error', 1, 1, 'This category file is invalid: it holds no object']]);
  });

  it('reads a _category_.yml as the JSON one, placing its mistakes at their lines', async () => {
    const file = 'content/docs/guides/_category_.yml';
    expect(await parseCategoryYaml('# Guides of the API\nlabel: Guides (from YAML)\nposition: 2\n', file)).toEqual({ meta: { label: 'Guides (from YAML)', position: 2 }, diagnostics: [] });
    const wrong = await parseCategoryYaml('label: Guides\ncollapsed: false\nposition: two\n', file);
    expect(wrong.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['UnusedCategoryKey', 2],
      ['InvalidCategoryFile', 3],
    ]);
    const broken = await parseCategoryYaml('label: [Getting\n', file);
    expect(broken.diagnostics.map((d) => [d.code, d.location?.file])).toEqual([['InvalidCategoryFile', file]]);
    expect((await parseCategoryYaml('- a list\n', file)).diagnostics[0]?.message).toContain('it holds no object');
    const unclosed = await parseCategoryYaml("label: 'Guides\nposition: 2\n", file);
    expect(unclosed.diagnostics.map((d) => [d.message, d.location?.line, d.location?.column])).toEqual([['This category file is invalid: the quote that opens this value is never closed', 1, 8]]);
  });
});

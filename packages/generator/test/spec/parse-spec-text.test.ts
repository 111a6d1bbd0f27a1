import { describe, expect, it } from 'vitest';
import { parseSpecText, specFormatOf } from '../../src/spec/parse-spec-text.js';

describe('parseSpecText', () => {
  it('reads JSON and YAML', () => {
    expect(parseSpecText('{"openapi": "3.1.0"}', 'JSON')).toEqual({ value: { openapi: '3.1.0' } });
    expect(parseSpecText('openapi: 3.1.0\n', 'YAML')).toEqual({ value: { openapi: '3.1.0' } });
  });

  it('accepts a byte-order mark before the text', () => {
    expect(parseSpecText('\ufeff{"a": 1}', 'JSON')).toEqual({ value: { a: 1 } });
  });

  it('places a JSON mistake by line and column', () => {
    const result = parseSpecText('{\n  "info": {\n    "title": "x",\n  }\n}', 'JSON');
    expect(result.syntax).toMatchObject({ format: 'JSON', line: 3, column: 17, reason: expect.stringContaining('trailing comma') });
  });

  it('places a YAML mistake by line and column, without repeating them in the reason', () => {
    const result = parseSpecText('info:\n  title: x\n  title: y\n', 'YAML');
    expect(result.syntax).toMatchObject({ format: 'YAML', line: 3, column: 3, reason: 'map keys must be unique' });
    expect(result.syntax?.fix).toMatch(/one of the two keys/);
  });

  it('says a second YAML document is one, and what to do, not what the parser asks of its caller', () => {
    const result = parseSpecText('---\ntitle: A page\n---\n\n# A page\n', 'YAML');
    expect(result.syntax).toMatchObject({ format: 'YAML', line: 3, reason: 'a line of `---` here starts a second YAML document, and a description is one' });
    expect(result.syntax?.fix).toMatch(/^Remove the `---` line/);
    expect(JSON.stringify(result.syntax)).not.toContain('parseAllDocuments');
  });

  it('places a quote left open where the value starts, not lines later where the text runs out', () => {
    const result = parseSpecText('info:\n  title: "Inkwell\n  version: 1.0.0\npaths: {}\n', 'YAML');
    expect(result.syntax).toMatchObject({ format: 'YAML', line: 2, column: 10, reason: 'the quote that opens this value is never closed' });
    expect(result.syntax?.fix).toMatch(/^Close the quote/);
  });

  it('takes .json files as JSON and every other name as YAML', () => {
    expect(specFormatOf('spec/openapi.JSON')).toBe('JSON');
    expect(specFormatOf('spec/openapi.yml')).toBe('YAML');
    expect(specFormatOf('spec/openapi')).toBe('YAML');
  });
});

describe('parseSpecText with YAML aliases', () => {
  it('refuses an alias inside the value its anchor names, at the alias', () => {
    const result = parseSpecText('components:\n  schemas:\n    Node: &node\n      type: object\n      properties:\n        child: *node\n', 'YAML');
    expect(result.syntax).toMatchObject({ format: 'YAML', line: 6, column: 16, reason: expect.stringContaining('*node') });
    expect(result.syntax?.fix).toMatch(/\$ref/);
  });

  it('refuses a loop through two anchors', () => {
    const result = parseSpecText('a: &a\n  b: &b\n    c: *a\n', 'YAML');
    expect(result.syntax).toMatchObject({ line: 3, column: 8, reason: expect.stringContaining('*a') });
  });

  it('refuses aliases that multiply into an enormous value, without throwing', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const name of 'bcdefg') levels.push(`${name}: &${name} [${Array(9).fill(`*${levels.length === 1 ? 'a' : String.fromCharCode(name.charCodeAt(0) - 1)}`).join(', ')}]`);
    const result = parseSpecText(`${levels.join('\n')}\n`, 'YAML');
    expect(result.syntax).toMatchObject({ line: 2, reason: expect.stringContaining('enormous') });
  });

  it('reads aliases that share a value without containing it', () => {
    const result = parseSpecText('Shared: &shared\n  type: string\nA:\n  name: *shared\nB:\n  - *shared\n', 'YAML');
    expect(result).toEqual({ value: { Shared: { type: 'string' }, A: { name: { type: 'string' } }, B: [{ type: 'string' }] } });
  });

  it('reads YAML merge keys, as the YAML tools descriptions are written with do', () => {
    const text = 'components:\n  schemas:\n    Base: &base\n      type: object\n      description: Shared\n    Child:\n      <<: *base\n      description: Own\n';
    expect(parseSpecText(text, 'YAML')).toEqual({ value: { components: { schemas: { Base: { type: 'object', description: 'Shared' }, Child: { type: 'object', description: 'Own' } } } } });
  });
});

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

  it('takes .json files as JSON and every other name as YAML', () => {
    expect(specFormatOf('spec/openapi.JSON')).toBe('JSON');
    expect(specFormatOf('spec/openapi.yml')).toBe('YAML');
    expect(specFormatOf('spec/openapi')).toBe('YAML');
  });
});

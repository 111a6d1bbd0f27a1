import { describe, expect, it } from 'vitest';
import { parseVersionsFile } from '../../src/versions/parse-versions-file.js';

const parse = (text: string) => parseVersionsFile(text, 'content/versions/versions.json');

describe('parseVersionsFile', () => {
  it('reads the versions newest first, a label defaulting to the name', () => {
    const { versions, diagnostics } = parse('[{ "name": "v2", "status": "current" }, { "name": "v1", "label": "Version 1", "status": "unmaintained" }]');
    expect(diagnostics).toEqual([]);
    expect(versions).toEqual([
      { name: 'v2', label: 'v2', status: 'current' },
      { name: 'v1', label: 'Version 1', status: 'unmaintained' },
    ]);
  });

  it.each([
    ['[', 1, 'the file ends before'],
    ['{}', 1, 'must be a list'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "../v1", "status": "maintained" }\n]', 3, 'not one safe path segment'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "v2", "status": "maintained" }\n]', 3, 'listed twice'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "V2", "status": "maintained" }\n]', 3, 'listed twice'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "api", "status": "maintained" }\n]', 3, 'is where the latest API reference is'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "v1", "status": "old" }\n]', 3, 'has the status "old"'],
    ['[\n  { "name": "v1", "status": "maintained" }\n]', 2, 'must be the "current" version'],
    ['[\n  { "name": "v2", "status": "current" },\n  { "name": "v1", "status": "current" }\n]', 3, 'only the first entry is'],
  ])('reports %j at line %i', (text, line, reason) => {
    const { versions, diagnostics } = parse(text);
    expect(versions).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'InvalidVersionsFile', severity: 'error', location: { file: 'content/versions/versions.json', line } });
    expect(diagnostics[0]!.message).toContain(reason);
  });
});

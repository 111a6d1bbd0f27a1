import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRefs } from '../../src/spec/find-refs.js';
import type { SpecFile } from '../../src/spec/load-spec-files.js';
import { replaceBrokenRefs, UNRESOLVED_REF_KEY } from '../../src/spec/replace-broken-refs.js';

const ROOT = path.resolve('/site/openapi.yaml');

describe('replaceBrokenRefs', () => {
  const value = {
    info: { description: { $ref: 'intro.md' } },
    paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Nope' }, '204': { $ref: '#/components/responses/Empty' } } } } },
  };
  const files = new Map<string, SpecFile>([[ROOT, { file: ROOT, format: 'YAML', text: '', value, refs: findRefs(value) }]]);

  it('puts a stand-in where each broken $ref was, in a copy, and leaves the other references alone', () => {
    const patched = replaceBrokenRefs(files, [
      { file: ROOT, pointer: '/paths/~1a/get/responses/200', ref: '#/components/responses/Nope', target: ROOT, reason: 'no-pointer' },
      { file: ROOT, pointer: '/info/description', ref: 'intro.md', target: path.resolve('/site/intro.md'), reason: 'no-file' },
    ]);
    const root = patched.get(ROOT) as typeof value;
    expect(root.paths['/a'].get.responses['200']).toEqual({ [UNRESOLVED_REF_KEY]: '#/components/responses/Nope', description: 'Unresolved reference: `#/components/responses/Nope`' });
    expect(root.paths['/a'].get.responses['204']).toEqual({ $ref: '#/components/responses/Empty' });
    // A Markdown description becomes a sentence, as the text it stood for would have been.
    expect(root.info.description).toBe('Unresolved reference: `intro.md`');
    expect(value.paths['/a'].get.responses['200']).toEqual({ $ref: '#/components/responses/Nope' });
  });

  it('replaces a whole file that is one broken $ref', () => {
    const other = path.resolve('/site/other.yaml');
    const single = new Map<string, SpecFile>([[other, { file: other, format: 'YAML', text: '', value: { $ref: 'gone.yaml' }, refs: [{ pointer: '', ref: 'gone.yaml' }] }]]);
    const patched = replaceBrokenRefs(single, [{ file: other, pointer: '', ref: 'gone.yaml', target: path.resolve('/site/gone.yaml'), reason: 'no-file' }]);
    expect(patched.get(other)).toMatchObject({ [UNRESOLVED_REF_KEY]: 'gone.yaml' });
  });
});

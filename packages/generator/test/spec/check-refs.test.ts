import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRefs } from '../../src/spec/check-refs.js';
import { findRefs } from '../../src/spec/find-refs.js';
import type { SpecFile } from '../../src/spec/load-spec-files.js';

const ROOT = path.resolve('/site/spec/openapi.yaml');
const FOLDER = path.resolve('/site/spec');
const at = (name: string) => path.resolve(FOLDER, name);

/** The files of a description as `loadSpecFiles` gives them: parsed values, or no text for a missing file. */
function filesOf(values: Record<string, unknown>, missing: string[] = []): Map<string, SpecFile> {
  const files = new Map<string, SpecFile>();
  for (const [name, value] of Object.entries(values)) {
    files.set(at(name), { file: at(name), format: typeof value === 'string' ? 'text' : 'YAML', text: 'parsed', value, refs: typeof value === 'string' ? [] : findRefs(value) });
  }
  for (const name of missing) files.set(at(name), { file: at(name), format: 'YAML', refs: [] });
  return files;
}

describe('checkRefs', () => {
  it('reports a pointer that names nothing, in the same file or another', () => {
    const files = filesOf({
      'openapi.yaml': { paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Nope' }, '404': { $ref: 'other.yaml#/Nope' } } } } } },
      'other.yaml': { Yes: { description: 'fine' } },
    });
    expect(checkRefs(files, FOLDER)).toEqual([
      { file: ROOT, pointer: '/paths/~1a/get/responses/200', ref: '#/components/responses/Nope', target: ROOT, reason: 'no-pointer' },
      { file: ROOT, pointer: '/paths/~1a/get/responses/404', ref: 'other.yaml#/Nope', target: at('other.yaml'), reason: 'no-pointer' },
    ]);
  });

  it('reports a file that does not exist, where the reference is written, in whichever file that is', () => {
    const files = filesOf({ 'openapi.yaml': { components: { schemas: { A: { $ref: 'schemas/a.yaml' } } } }, 'schemas/a.yaml': { properties: { b: { $ref: 'b.yaml' } } } }, ['schemas/b.yaml']);
    expect(checkRefs(files, FOLDER)).toEqual([{ file: at('schemas/a.yaml'), pointer: '/properties/b', ref: 'b.yaml', target: at('schemas/b.yaml'), reason: 'no-file' }]);
  });

  it('accepts circular references', () => {
    const files = filesOf({
      'openapi.yaml': { components: { schemas: { Node: { properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, other: { $ref: 'other.yaml' } } } } } },
      'other.yaml': { properties: { back: { $ref: 'openapi.yaml#/components/schemas/Node' } } },
    });
    expect(checkRefs(files, FOLDER)).toEqual([]);
  });

  it('follows a $ref met half-way along a pointer, as the bundler does', () => {
    const files = filesOf({
      'openapi.yaml': { components: { schemas: { A: { $ref: 'a.yaml' } } }, x: { $ref: '#/components/schemas/A/properties/b' }, y: { $ref: '#/components/schemas/A/properties/c' } },
      'a.yaml': { properties: { b: { type: 'string' } } },
    });
    expect(checkRefs(files, FOLDER).map((broken) => broken.pointer)).toEqual(['/y']);
  });

  it('decodes percent-encoded pointers and array indexes', () => {
    const files = filesOf({ 'openapi.yaml': { paths: { '/a/{id}': { parameters: [{ name: 'id' }] } }, x: { $ref: '#/paths/~1a~1%7Bid%7D/parameters/0' }, y: { $ref: '#/paths/~1a~1%7Bid%7D/parameters/1' } } });
    expect(checkRefs(files, FOLDER).map((broken) => broken.pointer)).toEqual(['/y']);
  });

  it('leaves anchors and files with syntax errors to others', () => {
    const files = filesOf({ 'openapi.yaml': { b: { $ref: '#anchor' }, c: { $ref: 'broken.yaml#/A' } } });
    files.set(at('broken.yaml'), { file: at('broken.yaml'), format: 'YAML', text: 'a: [', syntax: { format: 'YAML', line: 1, column: 4, reason: 'x', fix: 'y' }, refs: [] });
    expect(checkRefs(files, FOLDER)).toEqual([]);
  });

  it('reports a URL, which is never fetched, and a file outside the description\'s folder, which is never read', () => {
    const files = filesOf({
      'openapi.yaml': {
        a: { $ref: 'https://example.com/schemas.yaml#/Pet' },
        b: { $ref: 'file:///etc/hostname' },
        c: { $ref: '../../../../proc/self/environ' },
        d: { $ref: '/home/someone/.aws/credentials' },
        e: { $ref: '.env' },
      },
    });
    expect(checkRefs(files, FOLDER)).toEqual([
      { file: ROOT, pointer: '/a', ref: 'https://example.com/schemas.yaml#/Pet', target: 'https://example.com/schemas.yaml', reason: 'url' },
      { file: ROOT, pointer: '/b', ref: 'file:///etc/hostname', target: 'file:///etc/hostname', reason: 'url' },
      { file: ROOT, pointer: '/c', ref: '../../../../proc/self/environ', target: path.resolve('/proc/self/environ'), reason: 'outside' },
      { file: ROOT, pointer: '/d', ref: '/home/someone/.aws/credentials', target: path.resolve('/home/someone/.aws/credentials'), reason: 'outside' },
      { file: ROOT, pointer: '/e', ref: '.env', target: at('.env'), reason: 'outside' },
    ]);
  });

  it('takes a Markdown file as a whole: it has nothing at any pointer', () => {
    const files = filesOf({ 'openapi.yaml': { info: { description: { $ref: 'intro.md' } }, x: { $ref: 'intro.md#/a' } }, 'intro.md': '# Intro' });
    expect(checkRefs(files, FOLDER).map((broken) => broken.pointer)).toEqual(['/x']);
  });
});

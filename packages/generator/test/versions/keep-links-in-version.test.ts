import { describe, expect, it } from 'vitest';
import { keepLinksInVersion } from '../../src/versions/keep-links-in-version.js';
import { placeContentFile } from '../../src/versions/place-content-file.js';

describe('keepLinksInVersion', () => {
  const inV1 = keepLinksInVersion('/docs/v1/', ['v1', 'v0']);

  it('leads links to the docs and to the description into the version', () => {
    expect(inV1('/docs/')).toBe('/docs/v1/');
    expect(inV1('/docs')).toBe('/docs/v1/');
    expect(inV1('/docs#start')).toBe('/docs/v1/#start');
    expect(inV1('/docs?q=1')).toBe('/docs/v1/?q=1');
    expect(inV1('/docs/guides/first#setup')).toBe('/docs/v1/guides/first#setup');
    expect(inV1('/openapi.json')).toBe('/docs/v1/openapi.json');
  });

  it('leaves links into a version, out of the docs, and elsewhere as written', () => {
    expect(inV1('/docs/v1/guides/first')).toBe('/docs/v1/guides/first');
    expect(inV1('/docs/v0/')).toBe('/docs/v0/');
    expect(inV1('/docs/v0')).toBe('/docs/v0');
    expect(inV1('/docs/v0#setup')).toBe('/docs/v0#setup');
    expect(inV1('/docs/v1?q=1')).toBe('/docs/v1?q=1');
    expect(inV1('/openapi.json#/paths')).toBe('/docs/v1/openapi.json#/paths');
    expect(inV1('/about')).toBe('/about');
    expect(inV1('https://example.com/docs/x')).toBe('https://example.com/docs/x');
    expect(inV1('#setup')).toBe('#setup');
  });

  it('changes nothing in the latest docs', () => {
    expect(keepLinksInVersion('/docs/', ['v1'])('/docs/guides/first')).toBe('/docs/guides/first');
  });
});

describe('where a file of the content folder stands', () => {
  const names = new Set(['v1']);

  it('puts a frozen version\'s files where its docs are served, and says which version they belong to', () => {
    expect(placeContentFile('versions/v1/guides/first.md', names)).toEqual({ contentPath: 'docs/v1/guides/first.md', version: 'v1' });
    expect(placeContentFile('docs/guides/first.md', names)).toEqual({ contentPath: 'docs/guides/first.md' });
  });

  it('leaves out the versions file and the folders of versions not listed', () => {
    expect(placeContentFile('versions/versions.json', names)).toBeUndefined();
    expect(placeContentFile('versions/v9/index.md', names)).toBeUndefined();
  });

  it('keeps every file where it is on a site without versions', () => {
    expect(placeContentFile('versions/v1/index.md', undefined)).toEqual({ contentPath: 'versions/v1/index.md' });
  });
});

import { describe, expect, it } from 'vitest';
import { keepLinksInVersion, versionOfContentPath } from '../../src/versions/keep-links-in-version.js';
import { versionedContentPath } from '../../src/versions/versioned-content-path.js';

describe('keepLinksInVersion', () => {
  const inV1 = keepLinksInVersion('/docs/v1/', ['v1', 'v0']);

  it('leads links to the docs and to the description into the version', () => {
    expect(inV1('/docs/')).toBe('/docs/v1/');
    expect(inV1('/docs/guides/first#setup')).toBe('/docs/v1/guides/first#setup');
    expect(inV1('/openapi.json')).toBe('/docs/v1/openapi.json');
  });

  it('leaves links into a version, out of the docs, and elsewhere as written', () => {
    expect(inV1('/docs/v1/guides/first')).toBe('/docs/v1/guides/first');
    expect(inV1('/docs/v0/')).toBe('/docs/v0/');
    expect(inV1('/docs/v0')).toBe('/docs/v0');
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

  it('puts a frozen version\'s files where its docs are served', () => {
    expect(versionedContentPath('versions/v1/guides/first.md', names)).toBe('docs/v1/guides/first.md');
    expect(versionedContentPath('docs/guides/first.md', names)).toBe('docs/guides/first.md');
    expect(versionOfContentPath('docs/v1/guides/first.md', ['v1'])).toBe('v1');
    expect(versionOfContentPath('docs/guides/first.md', ['v1'])).toBeUndefined();
  });

  it('leaves out the versions file and the folders of versions not listed', () => {
    expect(versionedContentPath('versions/versions.json', names)).toBeUndefined();
    expect(versionedContentPath('versions/v9/index.md', names)).toBeUndefined();
  });

  it('keeps every file where it is on a site without versions', () => {
    expect(versionedContentPath('versions/v1/index.md', undefined)).toBe('versions/v1/index.md');
  });
});

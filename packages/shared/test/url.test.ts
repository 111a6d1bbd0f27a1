import { describe, expect, it } from 'vitest';
import { absoluteUrl, fromUrlPath, humanize, isInternalLink, routeKey, routeOutputFiles, slugify, toUrlPath, trimSlashes } from '../src/url.js';

describe('routeKey', () => {
  it('maps the four URL forms of one page to one key', () => {
    const forms = ['/docs/auth', '/docs/auth/', '/docs/auth.html', '/docs/auth/index.html'];
    expect(new Set(forms.map(routeKey))).toEqual(new Set(['/docs/auth']));
  });
  it('keeps the root and drops queries and fragments', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/index.html')).toBe('/');
    expect(routeKey('/search?q=x#top')).toBe('/search');
  });
});

describe('routeOutputFiles', () => {
  it('writes a folder index and a .html twin for every page but the root', () => {
    expect(routeOutputFiles('/')).toEqual(['index.html']);
    expect(routeOutputFiles('/docs/')).toEqual(['docs/index.html', 'docs.html']);
    expect(routeOutputFiles('/docs/auth')).toEqual(['docs/auth/index.html', 'docs/auth.html']);
  });
});

describe('toUrlPath', () => {
  it('encodes what would end, garble or invalidate a URL path, and keeps every other name readable', () => {
    expect(toUrlPath('/docs/c#-sharp/100%/what?')).toBe('/docs/c%23-sharp/100%25/what%3F');
    expect(toUrlPath('/docs/with space/"quoted" <b> `x` {id}')).toBe('/docs/with%20space/%22quoted%22%20%3Cb%3E%20%60x%60%20%7Bid%7D');
    expect(toUrlPath('/docs/été/日本')).toBe('/docs/été/日本');
    expect(fromUrlPath(toUrlPath('/docs/with space/a#b'))).toBe('/docs/with space/a#b');
  });
});

describe('slugify and humanize', () => {
  it('kebab-cases operation ids and titles', () => {
    expect(slugify('sendSigning')).toBe('send-signing');
    expect(slugify('getHTTPResponse')).toBe('get-http-response');
    expect(slugify('Getting Started!')).toBe('getting-started');
  });
  it('keeps a slug to a hundred characters, for a name of any length', () => {
    expect(slugify('A'.repeat(1_000))).toBe('a'.repeat(100));
    const long = slugify(`${'word '.repeat(100)}end`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^word(-word)+$/);
  });
  it('keeps a slug of any script to a file name\'s bytes: 200, at a character\'s end', () => {
    const cjk = slugify('日'.repeat(120));
    expect(cjk).toBe('日'.repeat(66));
    expect(new TextEncoder().encode(cjk).length).toBeLessThanOrEqual(200);
    expect(new TextEncoder().encode(slugify('😀a'.repeat(100))).length).toBeLessThanOrEqual(200);
  });
  it('turns file names into labels', () => {
    expect(humanize('getting-started')).toBe('Getting started');
    expect(humanize('02_api_reference')).toBe('Api reference');
  });
});

describe('trimSlashes', () => {
  it('takes the slashes off the end, and with start off the start too', () => {
    expect(trimSlashes('https://docs.example.com///')).toBe('https://docs.example.com');
    expect(trimSlashes('//search//', { start: true })).toBe('search');
    expect(trimSlashes('///', { start: true })).toBe('');
    expect(trimSlashes('a/b')).toBe('a/b');
  });
});

describe('isInternalLink', () => {
  it('tells site links from external ones', () => {
    expect(isInternalLink('/docs/')).toBe(true);
    expect(isInternalLink('#anchor')).toBe(true);
    expect(isInternalLink('../x.md')).toBe(true);
    expect(isInternalLink('https://example.com')).toBe(false);
    expect(isInternalLink('mailto:a@b.c')).toBe(false);
    expect(isInternalLink('//cdn.example.com/x.js')).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('writes a page path out as a valid URL: spaces and letters beyond ASCII encoded, escapes kept', () => {
    expect(absoluteUrl('https://docs.example.com/', '/docs/guide/My Page')).toBe('https://docs.example.com/docs/guide/My%20Page');
    expect(absoluteUrl('https://docs.example.com', '/docs/café/c%23-sharp')).toBe('https://docs.example.com/docs/caf%C3%A9/c%23-sharp');
    expect(absoluteUrl('https://docs.example.com', '/docs/auth')).toBe('https://docs.example.com/docs/auth');
  });
});

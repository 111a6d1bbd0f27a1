import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentTypeOf, isCompressible } from '../src/static-hosting.js';

describe('contentTypeOf', () => {
  it('names text types with their charset and knows the files a site holds', () => {
    expect(contentTypeOf('docs/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/bootstrap-DKIYOXJG.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('openapi.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('favicon.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('files/contract.PDF')).toBe('application/pdf');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });

  it('names the media a guide embeds, which a browser plays in the page only with their types', () => {
    const types = Object.fromEntries(['demo.mp4', 'demo.webm', 'talk.mp3', 'demo.en.vtt', 'fields.csv', 'site.webmanifest', 'Inter.ttf'].map((file) => [file, contentTypeOf(`static/${file}`)]));
    expect(types).toEqual({
      'demo.mp4': 'video/mp4',
      'demo.webm': 'video/webm',
      'talk.mp3': 'audio/mpeg',
      'demo.en.vtt': 'text/vtt; charset=utf-8',
      'fields.csv': 'text/csv; charset=utf-8',
      'site.webmanifest': 'application/manifest+json; charset=utf-8',
      'Inter.ttf': 'font/ttf',
    });
  });

  it('names the other files hosts are asked for, and reads no inherited name as an extension', () => {
    expect(contentTypeOf('legacy/page.htm')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('fonts/Inter.eot')).toBe('application/vnd.ms-fontobject');
    expect(contentTypeOf('feed.rss')).toBe('application/rss+xml; charset=utf-8');
    expect(contentTypeOf('.well-known/apple-app-site-association')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('notes.constructor')).toBe('application/octet-stream');
    expect(contentTypeOf('x.__proto__')).toBe('application/octet-stream');
    expect(isCompressible(contentTypeOf('fonts/Inter.eot'))).toBe(true);
  });

  it('compresses text, not images that are compressed already', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/manifest+json; charset=utf-8')).toBe(true);
    expect(isCompressible('font/ttf')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('video/mp4')).toBe(false);
  });
});

describe('contentTypeOf XHTML', () => {
  it('serves .xhtml and .xht as XHTML, as browsers read them', () => {
    expect(contentTypeOf('docs/page.xhtml')).toBe('application/xhtml+xml; charset=utf-8');
    expect(contentTypeOf('docs/page.xht')).toBe('application/xhtml+xml; charset=utf-8');
  });
});

describe('cacheControlOf', () => {
  it('takes a date in an asset\'s name for no hash: such a file may change under its name', () => {
    for (const dated of ['assets/screenshot-20240315.png', 'assets/report.2024031512.pdf', 'assets/export-22334455.csv', 'assets/logo-ABCDEF01.svg']) {
      expect(cacheControlOf(dated), dated).toBe('public, max-age=0, must-revalidate');
    }
  });


  it('caches content-hashed assets for a year and revalidates everything else', () => {
    for (const hashed of ['assets/site.0nKc505YSH.css', 'assets/bootstrap-DKIYOXJG.js', 'assets/chunk-2F53RQYW.js', '/assets/search-text.62Lo9NlrP2.json']) {
      expect(cacheControlOf(hashed)).toBe('public, max-age=31536000, immutable');
    }
    for (const changing of ['index.html', 'search-index.json', 'openapi.json', 'sitemap.xml', 'robots.txt', 'favicon.svg', 'assets/logo.svg', 'assets/screenshot-overview.png']) {
      expect(cacheControlOf(changing)).toBe('public, max-age=0, must-revalidate');
    }
    // A file of the author's named like a hashed asset may change under its name.
    expect(cacheControlOf('assets/jquery.datepicker.js', true)).toBe('public, max-age=0, must-revalidate');
  });
});

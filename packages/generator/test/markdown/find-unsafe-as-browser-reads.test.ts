import { describe, expect, it } from 'vitest';
import { findUnsafeAsBrowserReads, needsWholeRead } from '../../src/markdown/find-unsafe-as-browser-reads.js';

describe('reading a page body whole, as a browser reads it', () => {
  it('is needed for HTML a browser may read otherwise than piece by piece', () => {
    for (const html of ['<noscript>', '<IFRAME src="https://video.example/x"></IFRAME>', '<svg viewBox="0 0 1 1">', '<p title="open', "<img alt='a>b", '<!-- never closed', '<div a"b>', '<!--x--!><img>-->', '<!--><img>', '<!---><img>']) {
      expect(needsWholeRead(html), html).toBe(true);
    }
  });

  it('is not needed for the HTML docs are full of', () => {
    for (const html of ['<br>', '<img src="a.png" alt="a > b">', '<details><summary>More</summary>', '</details>', '<!-- a note -->', '<kbd>Ctrl</kbd>+<kbd>K</kbd>', '<div align="center">']) {
      expect(needsWholeRead(html), html).toBe(false);
    }
  });

  it('finds what runs script, and a body that leaves something open', () => {
    expect(findUnsafeAsBrowserReads('<p>Safe <em>text</em>.</p>')).toEqual([]);
    expect(findUnsafeAsBrowserReads('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>')).toEqual([{ kind: 'html', what: 'an onerror event-handler attribute' }]);
    expect(findUnsafeAsBrowserReads('<p title="never closed')).toEqual([{ kind: 'open' }]);
    expect(findUnsafeAsBrowserReads('<template><p>inert</p>')).toEqual([{ kind: 'open' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { unsafeUrlScheme } from '../src/unsafe-url.js';

describe('unsafeUrlScheme', () => {
  it('finds script URLs however they are written', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' \u0001javascript:alert(1)', 'java\tscript:alert(1)', 'jav\nascript:x', 'vbscript:msgbox(1)']) {
      expect(unsafeUrlScheme(url), JSON.stringify(url)).toMatch(/^(javascript|vbscript)$/);
    }
  });

  it('allows data: only for images, where an image is expected', () => {
    expect(unsafeUrlScheme('data:image/png;base64,iVBOR', { image: true })).toBeUndefined();
    expect(unsafeUrlScheme('data:image/svg+xml,<svg/>', { image: true })).toBeUndefined();
    expect(unsafeUrlScheme('data:image/png;base64,iVBOR')).toBe('data');
    expect(unsafeUrlScheme('data:text/html,<script>alert(1)</script>', { image: true })).toBe('data');
  });

  it('leaves ordinary links alone', () => {
    for (const url of ['https://example.com', '/docs/', '#top', 'mailto:a@b.c', 'javascript.html', './javascript:x', 'tel:+1']) {
      expect(unsafeUrlScheme(url), url).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { common, createLowlight } from 'lowlight';
import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { highlightJson } from '../../src/markdown/highlight-json.js';
import { toTokenSpans } from '../../src/markdown/token-classes.js';

const lowlight = createLowlight(common);
/** What highlight.js makes of JSON, as token spans. */
const reference = (text: string) => toHtml({ type: 'root', children: toTokenSpans(lowlight.highlight('json', text).children as ElementContent[]) });

describe('highlightJson', () => {
  it('gives keys, strings, numbers and literals the token classes highlight.js would', () => {
    const values = [
      { id: 'sig_123', count: 3, ratio: -2.5e-3, ok: true, missing: null, off: false, list: [1, 'two', { three: [] }], empty: {} },
      { 'with "quotes"': 'and \\ backslashes', html: '<b>bold</b> & more', unicode: 'é – ✓', newline: 'a\nb' },
      [[], [[]], 0, -0.5, 1e21],
    ];
    for (const value of values) {
      const text = JSON.stringify(value, null, 2);
      expect(highlightJson(text), text).toBe(reference(text));
    }
  });

  it('declines what is not JSON, for the usual highlighter', () => {
    expect(highlightJson('{ unquoted: 1 }')).toBeUndefined();
    expect(highlightJson('"open')).toBeUndefined();
  });
});

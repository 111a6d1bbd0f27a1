import { describe, expect, it } from 'vitest';
import { buildExcerpt, createSearchEncoder, createWordMatcher, highlightText } from '../../src/search/index.js';

const encoder = createSearchEncoder();
const marked = (parts: { text: string; match: boolean }[]) => parts.filter((part) => part.match).map((part) => part.text);
const joined = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('highlightText', () => {
  it('marks whole words that start with a query term, whatever their case or spelling variant', () => {
    const parts = highlightText('Webhooks deliver webhook events; see Webhook.', createWordMatcher('webhok', encoder));
    expect(marked(parts)).toEqual(['Webhooks', 'webhook', 'Webhook']);
    expect(joined(parts)).toBe('Webhooks deliver webhook events; see Webhook.');
  });

  it('marks words that start as typed, but not words the encoder merely folds together', () => {
    const parts = highlightText('API keys of every kind: give each key a name.', createWordMatcher('api key', encoder));
    expect(marked(parts)).toEqual(['API', 'keys', 'key']);
  });

  it('marks a letter alone only where it stands alone, not every word it starts', () => {
    expect(marked(highlightText('Version v 2 adds a view of values.', createWordMatcher('v 2', encoder)))).toEqual(['v', '2']);
  });

  it('marks a word whatever its accents, both ways', () => {
    expect(marked(highlightText('Élan and élan, not plan.', createWordMatcher('elan', encoder)))).toEqual(['Élan', 'élan']);
    expect(marked(highlightText('elan and Elan', createWordMatcher('Élan', encoder)))).toEqual(['elan', 'Elan']);
  });

  it('keeps text that looks like markup as plain text parts', () => {
    const parts = highlightText('Never paste <script>alert(1)</script> here', createWordMatcher('alert', encoder));
    expect(joined(parts)).toBe('Never paste <script>alert(1)</script> here');
    expect(marked(parts)).toEqual(['alert']);
  });
});

describe('buildExcerpt', () => {
  const long = `${'Filler words come first. '.repeat(20)}Reminders are sent once an hour. ${'More filler after that. '.repeat(20)}`;

  it('shows the text around the first match, cut at spaces, with ellipses where text was left out', () => {
    const parts = buildExcerpt(long, createWordMatcher('reminders', encoder), 120);
    const text = joined(parts);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('Reminders are sent once an hour.');
    expect(text.length).toBeLessThanOrEqual(122);
    expect(marked(parts)).toEqual(['Reminders']);
  });

  it('shows a short text whole', () => {
    expect(joined(buildExcerpt('Short text.', createWordMatcher('text', encoder)))).toBe('Short text.');
  });
});

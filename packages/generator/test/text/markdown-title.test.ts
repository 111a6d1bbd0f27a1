import { describe, expect, it } from 'vitest';
import { markdownTitle } from '../../src/text/markdown-title.js';
import { plainTextOfHtml } from '../../src/text/plain-text-of-html.js';
import { shortenText } from '../../src/text/plain-text.js';

describe('markdownTitle', () => {
  it('keeps a plain summary as it is', () => {
    expect(markdownTitle('Create a signing')).toBe('Create a signing');
    // An entity named like what every object inherits is no entity it knows, and stays as written.
    expect(markdownTitle('Use the &constructor; call &amp; more')).toBe('Use the &constructor; call & more');
  });

  it('drops inline Markdown and HTML, keeping their text', () => {
    expect(markdownTitle('**Starting a new project?** We recommend trying [Responses](/docs/api-reference/responses)')).toBe(
      'Starting a new project? We recommend trying Responses',
    );
    expect(markdownTitle('List `snake_case` items of a_b_c, *emphasised* and ~~struck~~ <b>bold</b> &amp; \\*escaped\\*')).toBe(
      'List snake_case items of a_b_c, emphasised and struck bold & *escaped*',
    );
    expect(markdownTitle('![logo](x.png) Upload an image')).toBe('logo Upload an image');
  });

  it('takes the first paragraph on one line, cut at a word boundary when long', () => {
    expect(markdownTitle('Creates a model response.\nProvide text or image inputs.\n\nSecond paragraph that is not a title.')).toBe(
      'Creates a model response. Provide text or image inputs.',
    );
    const long = markdownTitle('Retrieves the list of every signing that the organization has ever sent to a recipient in any of its workspaces and environments');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toBe('Retrieves the list of every signing that the organization has ever sent to a…');
  });

  it('gives nothing for a summary with no text, so the page falls back on its method and path', () => {
    expect(markdownTitle('<br>')).toBe('');
  });
});

describe('plain text of HTML', () => {
  it('decodes entities and keeps blocks apart', () => {
    expect(plainTextOfHtml('<p>Not <code>found</code> &amp; gone.</p><p>Try again.</p>')).toBe('Not found & gone. Try again.');
  });

  it('shortens at a word boundary', () => {
    expect(shortenText('one two three four', 12)).toBe('one two…');
    expect(shortenText('short', 12)).toBe('short');
  });
});

import { describe, expect, it } from 'vitest';
import { createDescriptionProcessor } from '../../src/markdown/create-markdown-processor.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

const processor = createDescriptionProcessor();
const render = (markdown: string) => renderMarkdown(processor, markdown, 'openapi.json', (url) => url);

describe('the description processor', () => {
  it("shows GitHub's alerts as admonitions, their classes kept through the allow-list", () => {
    const { html } = render('> [!WARNING]\n> Rate limited.\n\n<div class="admonition-danger" role="alert">Written by hand.</div>\n');
    expect(html).toContain('<div class="admonition admonition-warning" role="note" aria-label="Warning">\n<p class="admonition-title">Warning</p>\n<p>Rate limited.</p>\n</div>');
    // HTML a description writes itself still goes through the allow-list: no role but a note's.
    expect(html).toContain('<div class="admonition-danger">Written by hand.</div>');
  });

  it('renders third-party text without scripts, event handlers or script URLs', () => {
    const { html, diagnostics } = render(
      [
        'Plain [js](javascript:alert(1)), [mixed](JaVaScRiPt:alert(2)), <vbscript:msgbox(3)> and [data](data:text/html,<b>x</b>).',
        '',
        '<a href="javascript:alert(4)" onclick="alert(5)">raw link</a> <img src="x.png" onerror="alert(6)" alt="x">',
        '',
        '<script>alert(7)</script>',
        '',
        '<iframe srcdoc="<script>alert(8)</script>"></iframe><base href="https://evil.example/">',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    // Every link of this text was unsafe: none keeps its target.
    expect(html).not.toMatch(/href=|onclick|onerror|<script|<iframe|srcdoc|<base/i);
    for (const n of [1, 2, 4, 5, 6, 7]) expect(html).not.toContain(`alert(${n})`);
    expect(html).toContain('raw link');
    expect(html).toContain('<img src="x.png" alt="x">');
  });

  it('keeps formatting: emphasis, lists, tables, code, details, line breaks and safe links', () => {
    const { html, headings } = render(
      '## Limits\n\n**Bold** and *em*, <b>raw bold</b><br>next line, [docs](https://example.com/docs).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```json\n{"a": 1}\n```\n\n<details><summary>More</summary>Hidden text</details>\n',
    );
    expect(html).toContain('<h2 id="limits">');
    expect(headings).toEqual([{ depth: 2, id: 'limits', text: 'Limits' }]);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<b>raw bold</b><br>next line');
    expect(html).toContain('<a href="https://example.com/docs">docs</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<span class="a">"a"</span>');
    expect(html).toContain('<details><summary>More</summary>Hidden text</details>');
  });

  it('highlights a code block written in HTML, as it does a fenced one', () => {
    const { html } = render('<pre><code class="language-python">print("hi")</code></pre>\n');
    expect(html).toContain('<code class="hljs language-python"><span class="t">print</span>');
  });
});

import { describe, expect, it } from 'vitest';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { createMarkdownProcessor } from '../../src/markdown/create-markdown-processor.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

const processor = createMarkdownProcessor();
const render = (source: string, resolve: (url: string) => string = (url) => url) => renderMarkdown(processor, source, 'page.md', resolve);

describe('renderMarkdown', () => {
  it("takes Docusaurus's line-highlight comments out of the code it shows, and leaves the code's own comments", () => {
    const { html } = render('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\n// highlight-end\n// a comment of the code\n```\n\n```python\n# highlight-next-line\nprint("hi")\n```\n\n```html\n<!-- highlight-next-line -->\n<p>Hi</p>\n```\n');
    const code = html.replace(/<[^>]+>/g, '');
    expect(code).not.toContain('highlight-');
    expect(code).toContain('const a = 1;\nconst b = 2;\nconst c = 3;\n// a comment of the code');
    expect(code).toContain('print("hi")');
    expect(code).toMatch(/(&lt;|&#x3C;)p>Hi(&lt;|&#x3C;)\/p>/);
  });

  it('lets code in a table cell break after its slashes and dots, and code elsewhere as it is', () => {
    const { html } = render('| Path | Note |\n|---|---|\n| `/v2/signings/{id}/send` | On `https://api.example.com/v2`, `...`. |\n\nOutside: `/v2/signings/{id}`\n');
    expect(html).toContain('<td><code>/<wbr>v2/<wbr>signings/<wbr>{id}/<wbr>send</code></td>');
    expect(html).toContain('<code>https://<wbr>api.<wbr>example.<wbr>com/<wbr>v2</code>, <code>...</code>');
    expect(html).toContain('Outside: <code>/v2/signings/{id}</code>');
  });

  it('renders a container or a code block named like what every object inherits as any unknown name', () => {
    const { html, diagnostics } = render(':::constructor\nInside.\n:::\n\n```__proto__\nfirst\n```\n\n```constructor\nsecond\n```\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['UnknownContainer']);
    expect(html).toContain('Inside.');
    expect(html).toContain('first');
    expect(html).toContain('second');
    expect(html).not.toContain('native code');
  });

  it('closes an element written self-closed that a browser would keep open, and leaves void ones as they are', () => {
    const { html } = render('## `app.config` <sup class="vt-badge" data-text="3.5+"/>\n\nText <Badge type="tip" text="new" /> after.\n\n<SpreadSheet/>\n\nRest of the page.\n\n<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n\nA<br/>B <img src="a.png" alt="a"/>\n');
    expect(html).toContain('<sup class="vt-badge" data-text="3.5+"></sup>');
    expect(html).toContain('<Badge type="tip" text="new"></Badge> after.');
    expect(html).toContain('<SpreadSheet></SpreadSheet>');
    // Inside SVG, where `/>` closes an element, its end tag means the same.
    expect(html).toContain('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>');
    expect(html).toContain('A<br/>B <img src="a.png" alt="a"/>');
    // An unquoted attribute that ends in a slash is no self-closed tag.
    expect(render('See <a href=/docs/>the docs</a> and <div data-from=/docs/>kept</div>.\n').html).toContain('<a href=/docs/>the docs</a>');
    // As a browser reads it: the heading's anchor is not inside the badge, and the page is not inside the component.
    type Node = DefaultTreeAdapterMap['childNode'];
    const find = (nodes: Node[], tag: string): DefaultTreeAdapterMap['element'] | undefined => {
      for (const node of nodes) {
        if ('tagName' in node && node.tagName === tag) return node;
        const inner = 'childNodes' in node ? find(node.childNodes as Node[], tag) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    const body = parseFragment(html).childNodes;
    expect(find(body, 'sup')?.childNodes).toHaveLength(0);
    expect(find(body, 'spreadsheet')?.childNodes).toHaveLength(0);
  });

  it('warns of a <style> element, whose rules the pages\' policy keeps from applying, and keeps style attributes, which apply', () => {
    const { html, diagnostics } = render('Text.\n\n<style>\n.wide { width: 100% }\n</style>\n\n<img src="a.png" alt="A" style="width: 50%">\n');
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.line])).toEqual([['StyleIgnored', 'warning', 3]]);
    expect(html).toContain('style="width: 50%"');
  });

  it('takes the # Title below an anchor kept for old links as the page\'s own title', () => {
    expect(render('<!-- Old headings -->\n<a id="managing-packages"></a>\n\n# Packages\n\nText.\n').hasOwnTitle).toBe(true);
    expect(render('Intro <a id="x"></a>\n\n# Packages\n').hasOwnTitle).toBe(false);
  });

  it('takes the first paragraph of prose as the page\'s summary, not code, boxes, lists or tables before it', () => {
    const source = '# Keys\n\n```bash\nexport API_KEY=sk_live_123\n```\n\n:::warning\nDeprecated.\n:::\n\n| Name | Type |\n| --- | --- |\n| id | string |\n\n- [One](/a)\n\n![Diagram](d.png)\n\nCreate a **key** in the [dashboard](/d), then\nsend it.\n\nLater.\n';
    expect(render(source).summary).toBe('Create a key in the dashboard, then send it.');
    expect(render('# Only code\n\n```\nx\n```\n').summary).toBeUndefined();
  });

  it('renders GitHub-flavoured tables, task lists, strikethrough and autolinks', () => {
    const { html } = render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ see https://example.com\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
    expect(html).toMatch(/<input type="checkbox" checked disabled>/);
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="https://example.com">https://example.com</a>');
  });

  it('links email addresses written in the text, as GitHub does, and leaves those in code and link text alone', () => {
    const link = (address: string) => `<a href="mailto:${address}">${address}</a>`;
    const html = (source: string) => render(source).html;
    expect(html('Write to support@example.com, or to first.last+docs@mail.example.org.')).toBe(
      `<p>Write to ${link('support@example.com')}, or to ${link('first.last+docs@mail.example.org')}.</p>`,
    );
    expect(html('*sales@example.com* and (billing@example.com)')).toBe(`<p><em>${link('sales@example.com')}</em> and (${link('billing@example.com')})</p>`);
    // Addresses that hold what would otherwise start a web link, or emphasis, are addresses whole.
    expect(html('help@www.example.com, www.sales@example.com and __init__@example.com')).toBe(
      `<p>${link('help@www.example.com')}, ${link('www.sales@example.com')} and ${link('__init__@example.com')}</p>`,
    );
    expect(html('`ops@example.com` and [ops@example.com](/contact)')).toBe('<p><code>ops@example.com</code> and <a href="/contact">ops@example.com</a></p>');
    expect(html('not an address: user@localhost')).not.toContain('<a');
    expect(html('A page without one links www.example.com still.')).toBe('<p>A page without one links <a href="http://www.example.com">www.example.com</a> still.</p>');
  });

  it('names each task-list checkbox by its item, in tight and loose lists', () => {
    const tight = render('- [x] Verify the [signature](https://example.com)\n  - nested\n- [ ] todo\n').html;
    expect(tight).toContain('<label><input type="checkbox" checked disabled> Verify the <a href="https://example.com">signature</a>\n</label><ul>');
    expect(tight).toContain('<label><input type="checkbox" disabled> todo</label>');
    const loose = render('- [ ] first\n\n  more\n\n- [ ] second\n').html;
    expect(loose).toContain('<p><label><input type="checkbox" disabled> first</label></p>');
  });

  it('lets the keyboard reach code blocks and tables, which scroll when they are wide, each table named by its columns', () => {
    const { html } = render('```js\nconst answer = 42;\n```\n\n| Event | Sent *when* |\n|---|---|\n| 1 | 2 |\n\n| |\n|---|\n| 1 |\n');
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-js">');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table: Event, Sent when"><table>');
    // A table without column names is still named, as what it is.
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>');
  });

  it('gives headings ids and anchor links, and lists them', () => {
    const { html, headings } = render('# Title\n\n## Verify the signature\n\n### Step `one`\n');
    expect(html).toContain('<h2 id="verify-the-signature">');
    expect(html).toContain('href="#verify-the-signature"');
    expect(headings).toEqual([
      { depth: 1, id: 'title', text: 'Title' },
      { depth: 2, id: 'verify-the-signature', text: 'Verify the signature' },
      { depth: 3, id: 'step-one', text: 'Step one' },
    ]);
  });

  it('highlights fenced code at build time with classes, not scripts', () => {
    const { html } = render('```js\nconst answer = 42;\n```\n');
    expect(html).toContain('<code class="hljs language-js">');
    expect(html).toContain('<span class="k">const</span>');
    expect(html).not.toContain('<script');
  });

  it('highlights languages by their aliases, and leaves plain-text blocks as written', () => {
    expect(render('```sh\necho "hi"\n```\n').html).toContain('<code class="hljs language-sh"><span class="t">echo</span>');
    expect(render('```text\nconst x = 1;\n```\n').html).toContain('<code class="language-text">const x = 1;\n</code>');
  });

  it('leaves code in unknown languages as plain, escaped text', () => {
    const { html, diagnostics } = render('```klingon\n<b>qapla</b>\n```\n');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('&#x3C;b>qapla&#x3C;/b>');
  });

  it('turns :::note, :::tip, :::warning and :::danger into admonitions, with custom titles', () => {
    const { html } = render(':::warning[Sandbox only]\nKeys starting with `sk_test_` never move money.\n:::\n\n:::danger\nIrreversible.\n:::\n');
    expect(html).toContain('<div class="admonition admonition-warning" role="note" aria-label="Warning"');
    expect(html).toContain('<p class="admonition-title">Sandbox only</p>');
    expect(html).toContain('<div class="admonition admonition-danger" role="note" aria-label="Danger"');
    expect(html).toContain('<p class="admonition-title">Danger</p>');
  });

  it("turns GitHub's alerts into admonitions of the same meaning, and leaves other quotes quotes", () => {
    const { html } = render('> [!NOTE]\n> Keys are **secret**.\n\n> [!caution]\n> Irreversible.\n>\n> Really.\n\n> [!IMPORTANT] in a sentence is text.\n\n> A quote.\n');
    const expected = [
      '<div class="admonition admonition-note" role="note" aria-label="Note">\n<p class="admonition-title">Note</p>\n<p>Keys are <strong>secret</strong>.</p>\n</div>',
      '<div class="admonition admonition-danger" role="note" aria-label="Caution">\n<p class="admonition-title">Caution</p>\n<p>Irreversible.</p>\n<p>Really.</p>\n</div>',
      // The marker must stand alone on the quote's first line.
      '<blockquote>\n<p>[!IMPORTANT] in a sentence is text.</p>\n</blockquote>',
      '<blockquote>\n<p>A quote.</p>\n</blockquote>',
    ];
    for (const part of expected) expect(html).toContain(part);
    expect(html).not.toContain('[!NOTE]');
  });

  it('reads containers written as VitePress and Docusaurus 2 write them, a title after a space, but not in code', () => {
    const source = ':::warning Use with [care]\nMutates the object.\n:::\n\n::: tip\nPrefer refs.\n:::\n\n- item\n\n  :::info See also\n  The guide.\n  :::\n\n::: details Show the output\n\\`42\\`\n:::\n\n```md\n:::tip Kept as written\n:::\n```\n';
    const { html } = render(source);
    expect(html).toContain('<div class="admonition admonition-warning" role="note" aria-label="Warning"');
    expect(html).toContain('<p class="admonition-title">Use with [care]</p>');
    expect(html).toContain('<div class="admonition admonition-tip" role="note" aria-label="Tip"');
    expect(html).toContain('<p class="admonition-title">See also</p>');
    expect(html).toContain('<details class="details"><summary>Show the output</summary>');
    expect(html).not.toMatch(/<p>:::|::: tip/);
    // In a code block it is text.
    expect(html).toContain(':::tip Kept as written');
  });

  it('nests containers by their colons as Docusaurus does, each with its title, and keeps a link of a title', () => {
    const { html, diagnostics } = render(':::::info Parent\nParent text.\n\n::::danger Child\nChild text.\n\n:::tip Read [the guide](/docs/guide) first\nDeep text.\n:::\n\n::::\n\n:::::\n\n:::note Step [1 of 2\nText.\n:::\n');
    expect(html).toMatch(/^<div class="admonition admonition-info"[^>]*><p class="admonition-title">Parent<\/p><p>Parent text.<\/p><div class="admonition admonition-danger"[^>]*><p class="admonition-title">Child<\/p><p>Child text.<\/p><div class="admonition admonition-tip"/);
    expect(html).toContain('<p class="admonition-title">Read <a href="/docs/guide">the guide</a> first</p><p>Deep text.</p></div></div></div>');
    // Brackets that do not pair up are text.
    expect(html).toContain('<p class="admonition-title">Step [1 of 2</p>');
    expect(diagnostics).toEqual([]);
  });

  it('shows a container written in indented code or in raw HTML as it is written', () => {
    const { html } = render('Write a tip so:\n\n    :::tip My title\n    Text.\n    :::\n\n<pre>\n:::warning Careful\n:::\n</pre>\n\n<!--\n:::info Hidden\n-->\n\n- item\n\n    :::tip In a list\n    Text.\n    :::\n');
    expect(html).toContain('<code>:::tip My title\nText.\n:::\n</code>');
    expect(html).toContain('<pre>\n:::warning Careful\n:::\n</pre>');
    expect(html).not.toContain('[Hidden]');
    // Indented as much in a list item, it is the item's.
    expect(html).toContain('<p class="admonition-title">In a list</p>');
  });

  it('warns of a container no box has, where it opens, naming those there are', () => {
    const { html, diagnostics } = render('Intro.\n\n:::warn\nMeant as a warning.\n:::\n\n:::success[Done]\nText.\n:::\n');
    expect(html).toContain('<p>Meant as a warning.</p>');
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.location?.column, d.message])).toEqual([
      ['UnknownContainer', 'warning', 3, 1, ':::warn is no kind of box this site has, so its text shows without one (and its title as a paragraph)'],
      ['UnknownContainer', 'warning', 7, 1, ':::success is no kind of box this site has, so its text shows without one (and its title as a paragraph)'],
    ]);
    expect(diagnostics[0]!.hint).toContain(':::note, :::tip, :::info, :::warning, :::caution, :::danger, :::details, :::code-group');
  });

  it('keeps colons in prose that are not directives', () => {
    const { html } = render('Meet at 10:30, style :hover and a:b.\n\n::unknown\n');
    expect(html).toContain('Meet at 10:30, style :hover and a:b.');
    expect(html).toContain('::unknown');
  });

  it('does not render the front matter, and notices a leading h1', () => {
    const result = render('---\ntitle: X\n---\n\n# Own title\n\nBody\n');
    expect(result.html).not.toContain('title: X');
    expect(result.hasOwnTitle).toBe(true);
    expect(render('Body only\n').hasOwnTitle).toBe(false);
  });

  it('rewrites links, in Markdown and in raw HTML, and records where they were written', () => {
    const { html, links } = render('See [auth](./auth.md#keys).\n\n<img src="img/a.png" alt="">\n', (url) => `/resolved/${url}`);
    expect(html).toContain('href="/resolved/./auth.md#keys"');
    expect(html).toContain('src="/resolved/img/a.png"');
    expect(links).toEqual([
      { url: '/resolved/./auth.md#keys', written: './auth.md#keys', line: 1, column: 5 },
      { url: '/resolved/img/a.png', written: 'img/a.png', line: 3, column: 11 },
    ]);
  });

  it('takes the links of HTML written inside Markdown from its tags only, at their own line', () => {
    const source = [
      '<!-- <a href="/docs/old-page">an old link, commented out</a> -->',
      '',
      '<pre>&lt;a href="/not/a/link"&gt;</pre>',
      '',
      '<div>',
      '  <p>Text.</p>',
      '  <a class="more" href=./next.md>unquoted</a>',
      '</div>',
      '',
    ].join('\n');
    const { html, links } = render(source, (url) => `/resolved/${url}`);
    expect(links).toEqual([{ url: '/resolved/./next.md', written: './next.md', line: 7, column: 24 }]);
    expect(html).toContain('<a class="more" href="/resolved/./next.md">');
    expect(html).toContain('<!-- <a href="/docs/old-page">');
  });

  it('reads VitePress\'s code group as one box of titled blocks, its markers gone', () => {
    const { html } = render('::: code-group\n\n```sh [npm]\nnpm install\n```\n\n```sh [pnpm]\npnpm install\n```\n\n:::\n');
    expect(html).toContain('<div class="directive directive-code-group">');
    expect(html).toContain('<span class="code-block-title">npm</span>');
    expect(html).toContain('<span class="code-block-title">pnpm</span>');
    expect(html).not.toContain(':::');
  });

  it('reads a fence\'s language past the marks other tools add, and shows the title a fence gives', () => {
    const { html } = render(
      '```js{4}\nconst a = 1;\n```\n\n```rust,ignore,does_not_compile\nfn main() {}\n```\n\n```vue [Child.vue]\n<template><p>Hi</p></template>\n```\n\n```js title="api.js" {1,3}\nlet b;\n```\n\n```vue-html\n<p>{{ message }}</p>\n```\n',
    );
    expect(html).toContain('<code class="hljs language-js">');
    expect(html).toContain('<span class="code-block-language">JavaScript</span>');
    expect(html).toContain('<code class="hljs language-rust">');
    expect(html).toContain('<span class="code-block-title">Child.vue</span><span class="code-block-language">Vue</span>');
    expect(html).toContain('<span class="code-block-title">api.js</span>');
    expect(html).toContain('<code class="hljs language-vue-html"><span');
    expect(html).not.toMatch(/language-js\{|language-rust,|\[Child\.vue\]|title=&#x22;/);
  });

  it('places a link of HTML inside a blockquote or a list item at its column in the file', () => {
    const source = '> <div>\n> <a href="./in-quote.md">x</a>\n> </div>\n\n- item\n\n  <div>\n  <a href="./in-list.md">y</a>\n  </div>\n';
    const { links } = render(source, (url) => url);
    expect(links.map((link) => [link.written, link.line, link.column])).toEqual([
      ['./in-quote.md', 2, 12],
      ['./in-list.md', 8, 12],
    ]);
  });

  it('reads the links of HTML written inside Markdown as a browser does, character references decoded', () => {
    const source = '<p><a href="./guide.md#my&#45;id">one</a> <a href="?a=1&amp;b=2">two</a> <a href=\'x.md#it&apos;s\'>three</a></p>\n';
    const { html, links } = render(source, (url) => (url.startsWith('?') ? url : `/docs/${url.replace('./', '').replace('.md', '')}`));
    expect(links.map((link) => [link.written, link.url])).toEqual([
      ['./guide.md#my-id', '/docs/guide#my-id'],
      ['?a=1&b=2', '?a=1&b=2'],
      ["x.md#it's", "/docs/x#it's"],
    ]);
    // Written back escaped; a link left as it is stays as the author wrote it.
    expect(html).toContain('<a href="/docs/guide#my-id">one</a> <a href="?a=1&amp;b=2">two</a> <a href=\'/docs/x#it&#39;s\'>three</a>');
  });

  it('takes an explicit {#id} after a heading as its id, and out of its text', () => {
    const { html, headings } = render('## Install the SDK {#install}\n\n### *Step* two {#step-2}\n\n## Sets {#} stay\n\n## `code {#x}`\n');
    expect(html).toContain('<h2 id="install">Install the SDK<a class="heading-anchor" href="#install"');
    expect(html).not.toContain('{#install}');
    expect(headings).toEqual([
      { depth: 2, id: 'install', text: 'Install the SDK' },
      { depth: 3, id: 'step-2', text: 'Step two' },
      { depth: 2, id: 'sets--stay', text: 'Sets {#} stay' },
      { depth: 2, id: 'code-x', text: 'code {#x}' },
    ]);
  });

  it('gives every heading an id of its own: past ids written by the author, and for headings that slug to nothing', () => {
    const { html, headings } = render('## Intro {#setup}\n\n<div id="limits"></div>\n\n## Setup\n\n## Limits\n\n## 🚀\n\n## 🎉\n\n## ...\n\nA note.[^1]\n\n[^1]: The footnote.\n');
    expect(headings).toEqual([
      { depth: 2, id: 'setup', text: 'Intro' },
      { depth: 2, id: 'setup-1', text: 'Setup' },
      { depth: 2, id: 'limits-1', text: 'Limits' },
      { depth: 2, id: 'section', text: '🚀' },
      { depth: 2, id: 'section-1', text: '🎉' },
      { depth: 2, id: 'section-2', text: '...' },
    ]);
    expect(html.match(/id="setup"/g)).toHaveLength(1);
    // The footnotes' label is for screen readers: no entry of the table of contents.
    expect(html).toContain('Footnotes');
  });

  it('warns of an id the author gives twice, where it is given again', () => {
    const { html, diagnostics } = render('## Install on Linux {#install}\n\nText.\n\n## Install on macOS {#install}\n\n<div id="install">HTML.</div>\n');
    expect(html.match(/id="install"/g)).toHaveLength(3);
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.message])).toEqual([
      ['IdRepeated', 'warning', 5, 'The id "install" is given a second time here: links to #install lead to its first place on the page'],
      ['IdRepeated', 'warning', 7, 'The id "install" is given a second time here: links to #install lead to its first place on the page'],
    ]);
  });

  it('keeps an id the author wrote for a later heading from an earlier one that slugs the same', () => {
    const { html, headings } = render('## Errors\n\n## Setup\n\n## Error codes {#errors}\n\n<p id="setup">Later HTML.</p>\n');
    expect(headings).toEqual([
      { depth: 2, id: 'errors-1', text: 'Errors' },
      { depth: 2, id: 'setup-1', text: 'Setup' },
      { depth: 2, id: 'errors', text: 'Error codes' },
    ]);
    expect(html.match(/id="errors"/g)).toHaveLength(1);
  });

  it('refuses links and markup that would run script, naming where they were written', () => {
    const source = [
      '[plain](javascript:alert(1)) and [mixed](JaVaScRiPt:alert(1)) and <vbscript:msgbox(1)>',
      '',
      '[ref]: data:text/html,<script>alert(1)</script>',
      '',
      'See [ref].',
      '',
      '<a href="javascript:alert(1)">raw</a>',
      '',
      '<div>',
      '<img src="x.png" onerror="alert(1)">',
      '<script>alert(1)</script>',
      '</div>',
      '',
      '<script setup>',
      "import { ref } from 'vue'",
      '</script>',
      '',
      '![fine](data:image/png;base64,iVBOR) [fine](https://example.com)',
    ].join('\n');
    const { diagnostics, html } = render(source);
    expect(diagnostics.map((d) => `${d.code} ${d.location?.line}:${d.location?.column} ${d.message.split(',')[0]}`)).toEqual([
      'UnsafeLink 1:1 This page has a javascript: URL in href',
      'UnsafeLink 1:34 This page has a javascript: URL in href',
      'UnsafeLink 1:67 This page has a vbscript: URL in href',
      'UnsafeLink 5:5 This page has a data: URL in href',
      'UnsafeLink 7:1 This page has a javascript: URL in href',
      'UnsafeHtml 10:1 This page has an onerror event-handler attribute',
      'UnsafeHtml 11:1 This page has a <script> element',
      'ScriptRemoved 14:1 This page has a <script> block',
    ]);
    expect(diagnostics.at(-1)?.severity).toBe('warning');
    expect(html).not.toContain('vue');
  });

  it('refuses HTML that runs script only once a browser reads the pieces of the page together', () => {
    const found = (source: string) => render(source).diagnostics.map((d) => `${d.code} ${d.message.split(',')[0]}`);
    // Each piece alone is a tag with a harmless attribute; a browser ends the <noscript> inside it.
    expect(found('<noscript><p title="</noscript><script src=/evil.js></script>"></p></noscript>\n')).toEqual([
      'UnsafeHtml This page has a <script> element once its HTML is read together as a browser reads it',
    ]);
    expect(found('<xmp><p title="</xmp><img src=x onerror=alert(1)>"></p></xmp>\n')).toEqual([
      'UnsafeHtml This page has an onerror event-handler attribute once its HTML is read together as a browser reads it',
    ]);
    // An attribute left open at a blank line takes in the Markdown text after it.
    expect(found('<div title="\n\nx" onmouseover="alert(1)" autofocus>\n')).toContain('UnsafeHtml This page has an onmouseover event-handler attribute once its HTML is read together as a browser reads it');
    expect(found('<meta http-equiv="refresh" content="0; url=javascript:alert(1)">\n')).toEqual(['UnsafeLink This page has a javascript: URL in a <meta http-equiv="refresh">']);
    expect(found('<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>go</text></a></svg>\n')).toEqual(['UnsafeLink This page has a javascript: URL in to']);
    // A comment a browser ends at `--!>`, or at once (`<!-->`), though a reading to `-->` goes on.
    expect(found('# x\n\n<!--x--!><img src=x onerror=alert(1)>-->\n')).toEqual([
      'UnsafeHtml This page has an onerror event-handler attribute once its HTML is read together as a browser reads it',
    ]);
    expect(found('Text <!-- x --!><a href="javascript:alert(2)">click</a> -->\n')).toEqual([
      'UnsafeLink This page has a javascript: URL in href once its HTML is read together as a browser reads it',
    ]);
    expect(found('<!--><img src=x onerror=alert(1)>-->\n')).toEqual([expect.stringMatching(/^UnsafeHtml This page has an onerror event-handler attribute/)]);
  });

  it('refuses HTML that leaves open what would take in the rest of the page', () => {
    for (const source of ['Text <textarea>\n', '<!-- a comment never closed\n', '<p title="open\n', '<template>\n\nHidden.\n']) {
      expect(render(source).diagnostics.map((d) => d.code), source).toEqual(['HtmlLeftOpen']);
    }
    // Elements left open are closed by the browser where the body ends, and nothing leaks.
    for (const source of ['<div>\n\nInside.\n', '<details><summary>More</summary>\n\nText.\n', '<table><tr><td>cell\n', '<br><img src="a.png" alt="">\n']) {
      expect(render(source).diagnostics, source).toEqual([]);
    }
  });

  it('reports nesting too deep to parse, at its line, instead of parsing it', () => {
    const source = `# Deep\n\n${Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}\n`;
    const { html, diagnostics } = render(source);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'NestingTooDeep', message: 'Lists and blockquotes are nested 101 levels deep here; the limit is 100', location: { file: 'page.md', line: 103, column: 1 } }),
    ]);
    expect(html.startsWith('<pre class="unparsed"># Deep')).toBe(true);
  });

  it('refuses a page of more table cells or footnotes than it can render in reasonable time and memory, at the line it passes the limit', () => {
    const table = (columns: number, rows: number) => `|${'h|'.repeat(columns)}\n|${'-|'.repeat(columns)}\n${`|${'x|'.repeat(columns)}\n`.repeat(rows)}\n`;
    // Two tables that fit each, and together pass the limit at the second's delimiter row (line 207).
    const tables = render(`# Data\n\n${table(100, 200)}${table(100, 100)}`);
    expect(tables.diagnostics.map((d) => [d.code, d.location?.line])).toEqual([['MarkdownTooCostly', 207]]);
    expect(tables.diagnostics[0]!.message).toBe('This page holds 30,200 table cells by here; the limit is 25,000');
    expect(tables.html.startsWith('<pre class="unparsed"># Data')).toBe(true);
    const notes = render(Array.from({ length: 1_200 }, (_, at) => `x[^${at}]\n\n[^${at}]: note ${at}\n`).join('\n'));
    expect(notes.diagnostics.map((d) => [d.code, d.message])).toEqual([['MarkdownTooCostly', 'This page holds 1,200 footnotes by here; the limit is 1,000']]);
    // A page longer than any reader reads: its line where the limit falls, at once rather than after minutes.
    const paragraph = 'A sentence of a page of text that goes on and on and on.\n\n';
    const long = render(paragraph.repeat(Math.ceil(5_100_000 / paragraph.length)));
    expect(long.diagnostics.map((d) => [d.code, d.location?.line, d.message.replace(/[\d,]+ characters/, 'N characters')])).toEqual([
      ['MarkdownTooCostly', 2 * Math.floor(5_000_000 / paragraph.length) + 1, 'This page holds N characters by here; the limit is 5,000,000'],
    ]);
    // Tables and footnotes a real page holds render as ever.
    const real = render(`${table(6, 300)}Text[^1].\n\n[^1]: A note.\n`);
    expect(real.diagnostics).toEqual([]);
    expect(real.html).toContain('<table>');
  });
});

describe('renderMarkdown of a page written for MDX', () => {
  it('warns at its first import or export line, which shows as text, and builds the page', () => {
    const { diagnostics, html } = render('# Tabs\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from "@theme/TabItem";\n\nSome text.\n');
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.line])).toEqual([['MdxNotRead', 'warning', 3]]);
    expect(html).toContain('Some text.');
    // Prose that starts with the word is not a module line.
    expect(render('Import the SDK first.\n\nexport your key as an environment variable.\n').diagnostics).toEqual([]);
  });

  it('warns of a comment in braces on any page, and of a component or an expression on an .mdx page only', () => {
    const warned = (source: string, file: string) => renderMarkdown(processor, source, file, (url) => url).diagnostics.map((d) => [d.location?.line, d.message]);
    expect(warned('Intro.\n\n{/* TODO: rewrite */}\n', 'page.md')).toEqual([[3, 'This page is written for MDX (a comment in braces, `{/* … */}`), which is not read here: the page shows it as it is written']]);
    const components = 'Intro.\n\n<Tabs>\n\nText.\n\n</Tabs>\n';
    expect(warned(components, 'page.mdx')).toEqual([[3, 'This page is written for MDX (the component `<Tabs>`), which is not read here: the page shows it as it is written']]);
    expect(warned('# {frontMatter.title}\n\n{frontMatter.description}\n', 'page.mdx').map(([line]) => line)).toEqual([3]);
    // In Markdown a capitalised element is HTML of a name the author chose (mdBook's `<Listing>`), and `{{ count }}` is Vue's.
    expect(warned(components, 'page.md')).toEqual([]);
    expect(warned('{{ count + 1 }}\n', 'page.mdx')).toEqual([]);
  });
});

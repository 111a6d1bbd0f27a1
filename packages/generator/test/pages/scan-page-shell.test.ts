import { describe, expect, it } from 'vitest';
import { scanPageShell } from '../../src/pages/scan-page-shell.js';

const extractSections = (html: string) => scanPageShell(html).sections;

const page = (main: string) =>
  `<html><body><nav class="navbar"><a href="/">Site title</a></nav><aside><nav>Sidebar link</nav></aside><main id="main">${main}</main><footer>Copyright</footer></body></html>`;

describe('scanPageShell', () => {
  it('makes one section per h1–h3 heading, with the heading id as anchor and the heading path', () => {
    const sections = extractSections(
      page(`<h1 id="recipients">Recipients</h1><p>Who signs.</p>
        <h2 id="remind">Remind all unsigned</h2><p>Emails a reminder.</p>
        <h3 id="limits">Limits</h3><p>Once an hour.</p><h4 id="details">Details</h4><p>More detail.</p>
        <h2 id="delete">Delete</h2><p>Removes one.</p>`),
    );
    expect(sections).toEqual([
      // The h1 is the page title, indexed as such: the top section's text is what follows it.
      { anchor: '', headings: [], text: 'Who signs.' },
      { anchor: 'remind', headings: ['Remind all unsigned'], text: 'Emails a reminder.' },
      // An h4 does not start a section: its text belongs to the h3 above it.
      { anchor: 'limits', headings: ['Remind all unsigned', 'Limits'], text: 'Once an hour. Details More detail.' },
      { anchor: 'delete', headings: ['Delete'], text: 'Removes one.' },
    ]);
  });

  it('indexes only <main>, and leaves out navigation, buttons, hidden text and data-search-exclude', () => {
    const [top, samples] = extractSections(
      page(`<nav class="breadcrumbs">Home › Docs</nav><h1>Create a signing</h1>
        <p data-search-exclude>POST /signings</p><p>Creates a draft.<span aria-hidden="true">#</span></p>
        <button type="button">Copy</button><div hidden>secret</div>
        <section data-search-exclude><h2 id="code-samples">Code samples</h2><pre>curl -X POST</pre></section>
        <h2 id="body">Request body</h2><p>JSON.</p>`),
    );
    expect(top).toEqual({ anchor: '', headings: [], text: 'Creates a draft.' });
    expect(samples).toEqual({ anchor: 'body', headings: ['Request body'], text: 'JSON.' });
  });

  it('keeps words apart across block and code boundaries but joins emphasis inside a word', () => {
    const [top] = extractSections(page('<h1>T</h1><p>First</p><p>second <code>signing_id</code><span>string</span> <em>un</em>signed</p>'));
    expect(top!.text).toBe('First second signing_id string unsigned');
  });

  it('puts no space between code and the punctuation beside it, as the page reads', () => {
    const [top] = extractSections(page('<h1>T</h1><p>The status is <code>draft</code>. IDs start with <code>sig_</code>, as in (<code>sig_1</code>); see <code>a</code><code>b</code>!</p>'));
    expect(top!.text).toBe('The status is draft. IDs start with sig_, as in (sig_1); see a b!');
  });

  it('writes each run of whitespace of any kind in the search text as one space, and none at either end', () => {
    const [top] = extractSections(page('<p>\u00a0 Sign\there,\n\n  then\u00a0send \u2028 it\u3000now. </p><p> Done </p>'));
    expect(top!.text).toBe('Sign here, then send it now. Done');
  });

  it('drops the heading anchor link from the heading text and decodes entities', () => {
    const [, section] = extractSections(
      page('<h1>Page</h1><h2 id="a-b">A &amp; B<a class="heading-anchor" href="#a-b" aria-label="Direct link"><span aria-hidden="true">#</span></a></h2><p>&lt;script&gt; is text</p>'),
    );
    expect(section).toEqual({ anchor: 'a-b', headings: ['A & B'], text: '<script> is text' });
  });

  it('finds nothing in a page without <main>', () => {
    expect(extractSections('<html><body><h1>Loose</h1></body></html>')).toEqual([]);
  });

  it('lists the ids and links of the whole page, and puts a body recorded elsewhere where its marker is', () => {
    const body = [
      { anchor: '', headings: [], text: 'Intro of the body.' },
      { anchor: 'setup', headings: ['Setup'], text: 'Steps.' },
    ];
    const shell = scanPageShell(
      '<html><body><nav id="top"><a href="/docs/">Docs</a></nav><main id="main"><h1>Title</h1><div><!--body--></div><nav><a href="/next">Next</a></nav></main><img src="/logo.svg"></body></html>',
      { marker: 'body', sections: body },
    );
    expect(shell.ids).toEqual(['top', 'main']);
    expect(shell.links).toEqual(['/docs/', '/next', '/logo.svg']);
    expect(shell.sections).toEqual([
      { anchor: '', headings: [], text: 'Intro of the body.' },
      { anchor: 'setup', headings: ['Setup'], text: 'Steps.' },
    ]);
  });

  it('reads HTML as a browser does: void and self-closing SVG elements, end tags left out or stray, any letter case', () => {
    const shell = scanPageShell(
      page(`<H1 ID="title">Title</H1><p>Line<br>break<img src="/a.png" alt="A"></p>
        <svg viewBox="0 0 1 1"><path d="M0"/><use href="#icon"/></svg><p>after svg</p>
        <h2 id="open">Left open</h2><div><p>one<p>two</div></span><h2 id="next">Next</h2><p>tail</p>`),
    );
    expect(shell.ids).toEqual(['main', 'title', 'open', 'next']);
    expect(shell.links).toEqual(['/', '/a.png', '#icon']);
    expect(shell.sections).toEqual([
      { anchor: '', headings: [], text: 'Line break after svg' },
      { anchor: 'open', headings: ['Left open'], text: 'one two' },
      { anchor: 'next', headings: ['Next'], text: 'tail' },
    ]);
  });

  it('decodes entities in attributes and counts the names of anchors as ids', () => {
    const shell = scanPageShell('<main><a name="legacy"></a><a href="/search?q=a&amp;b=1">Search</a><p id="x&amp;y">T</p></main>');
    expect(shell.ids).toEqual(['legacy', 'x&y']);
    expect(shell.links).toEqual(['/search?q=a&b=1']);
  });
});

describe('scanPageShell reading what templates may write', () => {
  it('reads no tags inside scripts, styles and text areas, and keeps a title or text area out of the search text', () => {
    const shell = scanPageShell(
      page(`<h1>T</h1><script>if (a <b) document.write('<a href="/fake" id="fake">')</script><style>a[href="/x"]{}</style>
        <p>Body <textarea id="t">&lt;a href="/not-a-link"></textarea>after</p><svg><title>Icon</title></svg>`),
    );
    expect(shell.links).toEqual(['/']);
    expect(shell.ids).toEqual(['main', 't']);
    expect(shell.sections).toEqual([{ anchor: '', headings: [], text: 'Body after' }]);
  });

  it('reads the fallback of frames and embeds as browsers do, as text they do not show', () => {
    const shell = scanPageShell(page('<h1>T</h1><h2 id="video">Video</h2><iframe src="/player">Watch &amp; learn</iframe><noembed><a href="/y">y</a></noembed><p>After.</p>'));
    expect(shell.links).toEqual(['/', '/player']);
    expect(shell.sections.at(-1)).toEqual({ anchor: 'video', headings: ['Video'], text: 'After.' });
  });

  it('skips comments and declarations, and takes a lone < or an unclosed comment as what browsers take it for', () => {
    const shell = scanPageShell(`<!DOCTYPE html><main><h1>T</h1><p>a < b <!-- <a href="/in-comment"> --> c</p><?xml ?><p>1 <2</p><!--<a href="/cut">`);
    expect(shell.links).toEqual([]);
    expect(shell.sections).toEqual([{ anchor: '', headings: [], text: 'a < b c 1 <2' }]);
  });

  it('reads attributes quoted either way or not at all, in any case, and a self-closing slash only inside SVG', () => {
    const shell = scanPageShell(`<main><A HREF=/one ID='two'>x</A><a href = "/three"/>y</a><img src=/four.png/><svg><use href='#five'/></svg><p id=six>z</p></main>`);
    expect(shell.links).toEqual(['/one', '/three', '/four.png/', '#five']);
    expect(shell.ids).toEqual(['two', 'six']);
    expect(shell.sections).toEqual([{ anchor: '', headings: [], text: 'xy z' }]);
  });

  it('reads text in an SVG CDATA section and drops a tag cut off at the end of the file', () => {
    const shell = scanPageShell('<main><h1>T</h1><p>text</p><math><![CDATA[x < y]]></math></main><a href="/cut');
    expect(shell.links).toEqual([]);
    expect(shell.sections).toEqual([{ anchor: '', headings: [], text: 'text x < y' }]);
  });
});

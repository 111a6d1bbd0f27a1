import { describe, expect, it } from 'vitest';
import { scanRawHtml } from '../../src/markdown/scan-raw-html.js';
import { createSectionCollector } from '../../src/text/create-section-collector.js';

const whats = (html: string) => scanRawHtml(html).unsafe.map((found) => found.what);

describe('scanRawHtml', () => {
  it('finds scripts, event handlers and script URLs, with entities and case as a browser reads them', () => {
    expect(whats('<script>alert(1)</script>')).toEqual(['a <script> element']);
    expect(whats('<img src=x onerror="alert(1)">')).toEqual(['an onerror event-handler attribute']);
    expect(whats('<A HREF="JaVaScRiPt:alert(1)">x</A>')).toEqual(['a javascript: URL in href']);
    expect(whats('<a href=&#106;avascript&#58;alert(1)>x</a>')).toEqual(['a javascript: URL in href']);
    expect(whats('<iframe srcdoc="<p>hi</p>"></iframe><base href="https://evil.example/">')).toEqual([
      'an srcdoc attribute',
      'a <base> element, which would redirect every relative link',
    ]);
    expect(whats('<a href="data:text/html,hi">x</a><img src="data:text/html,hi">')).toEqual(['a data: URL in href', 'a data: URL in src']);
    expect(whats('<svg><a xlink:href="javascript:alert(1)">x</a></svg>')).toEqual(['a javascript: URL in xlink:href']);
  });

  it('leaves ordinary HTML alone: links, images (data: ones too), JSON data blocks', () => {
    expect(whats('<a href="/docs/">Docs</a> <img src="data:image/png;base64,iVBOR" alt="">')).toEqual([]);
    expect(whats('<picture><source srcset="a.webp 1x, data:image/webp;base64,AA 2x"></picture>')).toEqual([]);
    expect(whats('<script type="application/ld+json">{"@type": "WebPage"}</script>')).toEqual([]);
    expect(whats('<details><summary>More</summary><p>Text</p></details>')).toEqual([]);
  });

  it('says where each problem starts', () => {
    expect(scanRawHtml('<p>fine</p>\n<a href="javascript:x">x</a>').unsafe).toEqual([{ kind: 'link', what: 'a javascript: URL in href', offset: 12 }]);
  });

  it('lists the ids and anchor names, and gives its text to search, without hidden parts or controls', () => {
    const sections = createSectionCollector();
    const { ids } = scanRawHtml('<div id="demo"><a name="old-anchor"></a>Shown <button>Open</button><span aria-hidden="true">x</span> text</div>', sections);
    expect(ids).toEqual(['demo', 'old-anchor']);
    expect(sections.finish()).toEqual([{ anchor: '', headings: [], text: 'Shown text' }]);
  });
});

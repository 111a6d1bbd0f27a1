import { describe, expect, it } from 'vitest';
import { checkLinks, type CheckedPage } from '../../src/check/check-links.js';

const html = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

function check(pages: CheckedPage[], files: string[] = []) {
  return checkLinks({ pages, files: new Set(files), severity: 'error', locateTemplateLink: () => ({ file: 'templates' }) });
}

const target: CheckedPage = { path: '/docs/auth', html: html('<h2 id="api-keys">API keys</h2>') };

describe('checkLinks', () => {
  it('accepts links to pages in any URL form, to files, and to existing anchors', () => {
    const from: CheckedPage = {
      path: '/docs/',
      html: html('<a href="/docs/auth">a</a><a href="/docs/auth/">b</a><a href="/docs/auth.html#api-keys">c</a><img src="/img/x.png"><a href="https://example.com/nope">d</a><a href="#top">e</a><p id="top"></p>'),
    };
    expect(check([from, target], ['img/x.png'])).toEqual([]);
  });

  it('reports a link to a missing page at the line it was written, with the closest route', () => {
    const from: CheckedPage = {
      path: '/docs/',
      html: html('<a href="/docs/atuh">auth</a>'),
      sourceFile: 'content/docs/index.md',
      writtenAt: new Map([['/docs/atuh', { written: './atuh.md', line: 7, column: 3 }]]),
    };
    expect(check([from, target])).toEqual([
      {
        code: 'BrokenLink',
        severity: 'error',
        message: 'Link to ./atuh.md does not match any page or file of the site',
        hint: 'Did you mean /docs/auth?',
        location: { file: 'content/docs/index.md', line: 7, column: 3 },
      },
    ]);
  });

  it('reports a fragment that names no id on the target page', () => {
    const from: CheckedPage = { path: '/docs/', html: html('<a href="/docs/auth#api-key">x</a>'), sourceFile: 'content/docs/index.md' };
    const [problem] = check([from, target]);
    expect(problem).toMatchObject({ code: 'BrokenAnchor', hint: 'Did you mean /docs/auth#api-keys?' });
    expect(problem?.message).toContain('/docs/auth has no heading or element with that id');
  });

  it('reports a broken link of the templates once, not once per page', () => {
    const pages = ['/a', '/b', '/c'].map((path) => ({ path, html: html('<a href="/missing">nav</a>') }));
    expect(check(pages)).toHaveLength(1);
  });
});

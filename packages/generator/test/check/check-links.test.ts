import { describe, expect, it } from 'vitest';
import { checkLinks, digestTargets, type CheckedPage, type PageProblem } from '../../src/check/check-links.js';
import { scanPageShell } from '../../src/pages/scan-page-shell.js';
import type { WrittenLink } from '../../src/text/written-link.js';

/** A page as its rendering records it: ids and links read from this HTML, links the Markdown wrote placed where written. */
function page(path: string, body: string, extra: { sourceFile?: string; writtenAt?: Map<string, WrittenLink> } = {}): CheckedPage {
  const { ids, links } = scanPageShell(`<!DOCTYPE html><html><body>${body}</body></html>`);
  return {
    path,
    ids,
    links: links.map((url) => ({ url, ...(extra.writtenAt?.has(url) ? { written: extra.writtenAt.get(url)! } : {}) })),
    ...(extra.sourceFile ? { sourceFile: extra.sourceFile } : {}),
  };
}

function check(pages: CheckedPage[], files: string[] = []) {
  return checkLinks({ pages, files: new Set(files), severity: 'error', locateTemplateLink: () => ({ file: 'templates' }) });
}

const target = page('/docs/auth', '<h2 id="api-keys">API keys</h2>');

describe('checkLinks', () => {
  it('accepts links to pages in any URL form, to files, and to existing anchors', () => {
    const from = page('/docs/', '<a href="/docs/auth">a</a><a href="/docs/auth/">b</a><a href="/docs/auth.html#api-keys">c</a><img src="/img/x.png"><a href="https://example.com/nope">d</a><a href="#top">e</a><p id="top"></p>');
    expect(check([from, target], ['img/x.png'])).toEqual([]);
  });

  it('reports a link to a missing page at the line it was written, with the closest route', () => {
    const from = page('/docs/', '<a href="/docs/atuh">auth</a>', {
      sourceFile: 'content/docs/index.md',
      writtenAt: new Map([['/docs/atuh', { written: './atuh.md', line: 7, column: 3 }]]),
    });
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

  it('accepts #top on any page, and a folder of static files at its index.html', () => {
    const from = page('/docs/', '<a href="#top">top</a><a href="/docs/auth#top">auth top</a><a href="/legacy/">legacy</a><a href="/legacy">legacy too</a>');
    expect(check([from, target], ['legacy/index.html'])).toEqual([]);
    expect(check([page('/docs/', '<a href="/legacy-not/">x</a>'), target], ['legacy/index.html']).map((d) => d.code)).toEqual(['BrokenLink']);
  });

  it('takes a # or ? in a file name for part of its page\'s path, not the end of it', () => {
    const sharp = page('/docs/c%23-sharp', '<h2 id="install">Install</h2>');
    const from = page('/docs/', '<a href="/docs/c%23-sharp#install">ok</a><a href="/docs/c">no such page</a><a href="/docs/c%23-other">nor this</a>');
    expect(check([from, sharp]).map((d) => d.message.split(' does')[0])).toEqual(['Link to /docs/c', 'Link to /docs/c%23-other']);
  });

  it('reports each place a broken link is written, not only the first', () => {
    const from = page('/docs/', '<a href="/docs/gone">a</a>', {
      sourceFile: 'content/docs/index.md',
      writtenAt: new Map([['/docs/gone', { written: './gone.md', line: 3, column: 1 }]]),
    });
    const twice = { ...from, links: [...from.links, { url: '/docs/gone', written: { written: '/docs/gone', line: 9, column: 5 } }] };
    expect(check([twice, target]).map((d) => `${d.location?.line}:${d.location?.column}`)).toEqual(['3:1', '9:5']);
  });

  it('reports a fragment that names no id on the target page', () => {
    const from = page('/docs/', '<a href="/docs/auth#api-key">x</a>', { sourceFile: 'content/docs/index.md' });
    const [problem] = check([from, target]);
    expect(problem).toMatchObject({ code: 'BrokenAnchor', hint: 'Did you mean /docs/auth#api-keys?' });
    expect(problem?.message).toContain('/docs/auth has no heading or element with that id');
  });

  it("reports a broken link of the API description by the description's own policy, with what to do about someone else's", () => {
    const operation = page('/docs/api/charges/create', '<a href="/docs/disputes">a</a><a href="#scheduled_queries">b</a><a href="/docs/gone">c</a>', {
      sourceFile: 'spec/openapi.json',
      writtenAt: new Map([
        ['/docs/disputes', { written: '/docs/disputes', pointer: '/paths/~1charges/post' }],
        ['#scheduled_queries', { written: '#scheduled_queries', pointer: '/paths/~1charges/post' }],
      ]),
    });
    const guide = page('/docs/', '<a href="/docs/gone">c</a>', { sourceFile: 'content/docs/index.md', writtenAt: new Map([['/docs/gone', { written: './gone.md', line: 2, column: 1 }]]) });
    const run = (descriptionSeverity?: 'error' | 'warning' | 'ignore', severity: 'error' | 'warning' | 'ignore' = 'error') =>
      checkLinks({ pages: [operation, guide], files: new Set(), severity, ...(descriptionSeverity ? { descriptionSeverity } : {}), locateTemplateLink: () => ({ file: 'templates' }) }).map(
        (d) => [d.severity, d.location?.file, d.message.split(' ')[2], d.hint],
      );
    const [disputes, fragment, templates, gone] = run();
    expect(disputes).toEqual(['error', 'spec/openapi.json', '/docs/disputes', expect.stringContaining("set specLinks.base in the config to that site's URL")]);
    expect(fragment).toEqual(['error', 'spec/openapi.json', '#scheduled_queries', expect.stringContaining("set specLinks.onBroken to 'warn'")]);
    expect(templates).toEqual(['error', 'templates', '/docs/gone', 'Fix the path, or remove the link.']);
    expect(gone).toEqual(['error', 'content/docs/index.md', './gone.md', 'Fix the path, or remove the link.']);
    const warned = run('warning');
    expect(warned.map(([severity, file]) => `${severity} ${file}`)).toEqual(['warning spec/openapi.json', 'warning spec/openapi.json', 'error templates', 'error content/docs/index.md']);
    // A warning already: what to do is to fix it, or to stop hearing of it.
    expect(warned[1]![3]).toContain("set specLinks.onBroken to 'ignore'");
    expect(run('ignore').map(([, file]) => file)).toEqual(['templates', 'content/docs/index.md']);
    expect(run('error', 'ignore').map(([, file]) => file)).toEqual(['spec/openapi.json', 'spec/openapi.json']);
  });

  it('reports a broken link of a description schema many operations show once, where it is written', () => {
    const shared = { written: '/docs/errors', pointer: '/components/schemas/Error/description' };
    const operations = ['create', 'list', 'delete'].map((name) =>
      page(`/docs/api/charges/${name}`, '<a href="/docs/errors">errors</a>', { sourceFile: 'spec/openapi.json', writtenAt: new Map([['/docs/errors', shared]]) }),
    );
    const found = checkLinks({ pages: operations, files: new Set(), severity: 'error', locateTemplateLink: () => ({ file: 'templates' }) });
    expect(found.map((d) => [d.code, d.location?.pointer])).toEqual([['BrokenLink', '/components/schemas/Error/description']]);
  });

  it("says of a Redoc link that names no tag or operation that it is one, not a place on the vendor's site", () => {
    const operation = page('/docs/api/charges/create', '<a href="#tag/Refunds">a</a>', {
      sourceFile: 'spec/openapi.json',
      writtenAt: new Map([['#tag/Refunds', { written: '#tag/Refunds', pointer: '/paths/~1charges/post' }]]),
    });
    expect(check([operation])[0]?.hint).toBe("It reads as a link to Redoc's section of a tag or an operation, but the description has no tag or operationId of that name: fix it in the API description.");
  });

  it('reports a broken link of the templates once, not once per page', () => {
    const pages = ['/a', '/b', '/c'].map((path) => page(path, '<a href="/missing">nav</a>'));
    expect(check(pages)).toHaveLength(1);
  });

  it('reports a link the body and the templates both have once, where the body wrote it', () => {
    const from = page('/docs/', '<nav><a href="/gone">nav</a></nav><a href="/gone">body</a>', { sourceFile: 'content/docs/index.md', writtenAt: new Map([['/gone', { written: '/gone', line: 3, column: 1 }]]) });
    expect(check([from]).map((d) => d.location)).toEqual([{ file: 'content/docs/index.md', line: 3, column: 1 }]);
  });

  it('finds the problems of a page again only when asked, and reports remembered ones as found ones', () => {
    const pages = [
      page('/a', '<a href="/missing">nav</a><a href="/docs/auth#nope">x</a>'),
      page('/b', '<a href="/missing">nav</a><a href="/b-typo">y</a>'),
      target,
    ];
    const input = { pages, files: new Set<string>(), severity: 'error' as const, locateTemplateLink: () => ({ file: 'templates' }) };
    const remembered = new Map<number, PageProblem[]>();
    const first = checkLinks(input, (index, find) => {
      const problems = find();
      remembered.set(index, problems);
      return problems;
    });
    expect(first).toEqual(checkLinks(input));
    const again = checkLinks(input, (index) => remembered.get(index)!);
    expect(again).toEqual(first);
    // The templates' broken link, which both pages have, is still reported once.
    expect(again.filter((diagnostic) => diagnostic.message.includes('/missing'))).toHaveLength(1);
    // Another page or id is another set of targets.
    expect(digestTargets(input)).not.toBe(digestTargets({ ...input, pages: [...pages, page('/c', '')] }));
    expect(digestTargets(input)).not.toBe(digestTargets({ ...input, pages: [pages[0]!, pages[1]!, page('/docs/auth', '<h2 id="other">x</h2>')] }));
  });
});

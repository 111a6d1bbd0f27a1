import { describe, expect, it } from 'vitest';
import { checkOutputPaths } from '../../src/check/check-output-paths.js';

const file = (path: string, label: string) => ({ path, origin: () => ({ label, location: { file: label } }) });

describe('the output paths of a site', () => {
  it('are reported when two sources write one file, whatever its case', () => {
    const found = checkOutputPaths([file('docs/a.html', 'content/docs/a.md'), file('Docs/A.html', 'static/Docs/A.html')]);
    expect(found.map((d) => d.code)).toEqual(['DuplicateOutputFile']);
  });

  it('are reported, once a folder, when a file stands where others need a folder', () => {
    const found = checkOutputPaths([
      file('about', 'static/about'),
      file('about/index.html', 'content/about.md'),
      file('about.html', 'content/about.md'),
      file('about/team/index.html', 'content/about/team.md'),
      file('docs/index.html', 'content/docs/index.md'),
    ]);
    expect(found.map((d) => [d.code, d.message])).toEqual([
      ['OutputFileAgainstFolder', 'The site would hold a file about (static/about) and a folder of that name, for about/index.html (content/about.md)'],
    ]);
    expect(found[0]?.location).toEqual({ file: 'static/about' });
  });

  it('are reported when a page or a static file would be written where the build keeps its marker', () => {
    const found = checkOutputPaths([
      file('.docs-build.html', 'content/evil.md'),
      file('.docs-build/index.html', 'content/evil.md'),
      file('.DOCS-BUILD', 'static/.DOCS-BUILD'),
      file('.docs-build.1-x.tmp', 'static/.docs-build.1-x.tmp'),
      file('.docs-builder.html', 'content/fine.md'),
    ]);
    expect(found.map((d) => [d.code, d.location?.file])).toEqual([
      ['DuplicateOutputFile', 'content/evil.md'],
      ['DuplicateOutputFile', 'static/.DOCS-BUILD'],
      ['DuplicateOutputFile', 'static/.docs-build.1-x.tmp'],
    ]);
    expect(found[0]!.message).toBe("Two sources write the file .docs-build/index.html of the site: the build's own marker .docs-build and content/evil.md");
  });

  it('are not reported for files beside folders of other names', () => {
    expect(checkOutputPaths([file('about.html', 'a'), file('about/index.html', 'b'), file('aboutx', 'c'), file('about-us/index.html', 'd')])).toEqual([]);
  });
});

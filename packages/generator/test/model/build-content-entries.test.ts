import { describe, expect, it } from 'vitest';
import { buildContentEntries } from '../../src/model/build-content-entries.js';
import { sourcePageOf } from '../../src/content/load-content.js';
import { readPageHead } from '../../src/content/read-page-head.js';

const pageOf = (contentPath: string, source: string) =>
  sourcePageOf({ contentPath, displayPath: `content/${contentPath}`, absolutePath: `/site/content/${contentPath}` }, source, readPageHead(source, `content/${contentPath}`));
const entryOf = (contentPath: string, source: string) => buildContentEntries([pageOf(contentPath, source)]).entries[0]!;

describe('buildContentEntries', () => {
  it('takes the title from the first heading, without an explicit {#id}', () => {
    expect(entryOf('docs/setup.md', '# Set *up* the SDK {#setup}\n\nText\n').title).toBe('Set up the SDK');
  });

  it('remembers the line of the slug that sets the URL', () => {
    expect(entryOf('docs/a.md', '---\ntitle: A\nslug: /docs/b\n---\n')).toMatchObject({ path: '/docs/b', slugLine: 3 });
    expect(entryOf('docs/a.md', '# A\n').slugLine).toBeUndefined();
  });

  it('refuses a home page button or card that would run script', () => {
    const { diagnostics } = buildContentEntries([
      pageOf('index.md', '---\nlayout: home\nhero:\n  actions:\n    - text: Go\n      link: javascript:alert(1)\nfeatures:\n  - title: A\n    details: B\n    link: /docs/\n---\n'),
    ]);
    expect(diagnostics.map((d) => [d.code, d.location])).toEqual([['UnsafeLink', { file: 'content/index.md', line: 3, column: 1 }]]);
  });

  it('refuses a home page link written as a list, which would become an address all the same', () => {
    const { diagnostics } = buildContentEntries([pageOf('index.md', '---\nlayout: home\nfeatures:\n  - title: A\n    link: ["data:text/html,<script>alert(1)</script>"]\n---\n')]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([['InvalidFrontMatterField', 'Front matter field "features…link" must be an address written as text']]);
  });
});

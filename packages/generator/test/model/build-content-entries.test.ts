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

  it('refuses a file name or slug with a backslash, which no link can reach, naming the file and the line', () => {
    const named = buildContentEntries([pageOf('docs/back\\slash.md', '# Back\n')]).diagnostics;
    expect(named.map((d) => [d.code, d.location?.file, d.location?.line, d.hint])).toEqual([['UnreachablePagePath', 'content/docs/back\\slash.md', 1, 'Rename the file or its folder without a backslash.']]);
    const slugged = buildContentEntries([pageOf('docs/a.md', "---\ntitle: A\nslug: '\\\\evil'\n---\n")]).diagnostics;
    expect(slugged.map((d) => [d.code, d.location?.line])).toEqual([['UnreachablePagePath', 3]]);
  });

  it('refuses a page path no file system would write: a part too long for its .html file, or a control character', () => {
    const long = 'b'.repeat(252);
    const named = buildContentEntries([pageOf(`docs/${long}.md`, '# Long\n')]).diagnostics;
    expect(named.map((d) => [d.code, d.location?.file, d.location?.line])).toEqual([['UnwritablePagePath', `content/docs/${long}.md`, 1]]);
    expect(named[0]!.message).toContain('has a part of 252 bytes');
    // A name of 250 bytes fits with its .html.
    expect(buildContentEntries([pageOf(`docs/${'b'.repeat(250)}.md`, '# Fits\n')]).diagnostics).toEqual([]);
    const slugged = buildContentEntries([pageOf('docs/a.md', '---\ntitle: A\nslug: "/x\\u0000y"\n---\n')]).diagnostics;
    expect(slugged.map((d) => [d.code, d.location?.line, d.hint])).toEqual([['UnwritablePagePath', 3, 'Shorten the slug, and write it with letters, digits, - and / only.']]);
    expect(slugged[0]!.message).toContain('holds a control character (U+0000)');
    const tabbed = buildContentEntries([pageOf('docs/tab\tx.md', '# Tab\n')]).diagnostics;
    expect(tabbed.map((d) => d.code)).toEqual(['UnwritablePagePath']);
    // A path of short parts, longer than any file system's paths with the output folder's before it.
    const deep = buildContentEntries([pageOf('docs/deep.md', `---\ntitle: Deep\nslug: /docs/${Array(25).fill('a'.repeat(200)).join('/')}\n---\n`)]).diagnostics;
    expect(deep.map((d) => [d.code, d.location?.line])).toEqual([['UnwritablePagePath', 3]]);
    expect(deep[0]!.message).toContain('is 5030 bytes long');
  });

  it('refuses a home page button or card that would run script', () => {
    const { diagnostics } = buildContentEntries([
      pageOf('index.md', '---\nlayout: home\nhero:\n  actions:\n    - text: Go\n      link: javascript:alert(1)\nfeatures:\n  - title: A\n    details: B\n    link: /docs/\n---\n'),
    ]);
    expect(diagnostics.map((d) => [d.code, d.location])).toEqual([['UnsafeLink', { file: 'content/index.md', line: 3, column: 1 }]]);
  });

  it('refuses a home page link written as a list, which would become an address all the same', () => {
    const { diagnostics } = buildContentEntries([pageOf('index.md', '---\nlayout: home\nfeatures:\n  - title: A\n    link: ["data:text/html,<script>alert(1)</script>"]\n---\n')]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([['InvalidFrontMatterField', 'Front matter field "features" must be a list of { title, details, link }, all written as text']]);
  });

  it('reports home page fields of the wrong shape at their line, and builds the page without them', () => {
    const { entries, diagnostics } = buildContentEntries([pageOf('index.md', '---\nlayout: home\nfeatures: Fast and simple\nhero:\n  actions: Get started\n---\n# Home\n')]);
    expect(diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['InvalidFrontMatterField', 4],
      ['InvalidFrontMatterField', 3],
    ]);
    expect(entries[0]!.frontMatter).not.toHaveProperty('features');
    expect(entries[0]!.frontMatter).not.toHaveProperty('hero');
  });

  it('refuses a blank title or sidebar label, which would leave the page without a name', () => {
    const { entries, diagnostics } = buildContentEntries([pageOf('docs/a.md', '---\ntitle: "  "\nsidebar_label: ""\n---\n# Real title\n')]);
    expect(diagnostics.map((d) => [d.code, d.location?.line])).toEqual([
      ['InvalidFrontMatterField', 2],
      ['InvalidFrontMatterField', 3],
    ]);
    expect(entries[0]).toMatchObject({ title: 'Real title', sidebarLabel: 'Real title' });
  });

  it('takes the title from the first level-1 heading as a Markdown reader finds it', () => {
    const title = (source: string) => entryOf('docs/a.md', source).title;
    // Not a shell comment in a code block, nor a YAML comment in the front matter.
    expect(title('---\n# a comment\ndescription: d\n---\n```bash\n# install deps\nnpm i\n```\n\n# Install\n')).toBe('Install');
    expect(title('~~~~\n# not this\n~~~~\n\n    # nor this, indented code\n\nSetext title\n===\n')).toBe('Setext title');
    // Closing #s only after a space; escapes, links, tags and emphasis as text; a word's underscores kept.
    expect(title('# C#\n')).toBe('C#');
    expect(title('# Webhooks ##\n')).toBe('Webhooks');
    expect(title('# Foo \\* bar\n')).toBe('Foo * bar');
    expect(title('# <span>Foo</span> and [the API][api] and the `user_id` _field_\n')).toBe('Foo and the API and the user_id field');
    // No heading at all: the file's name.
    expect(title('```\n# code\n```\n')).toBe('A');
  });
});

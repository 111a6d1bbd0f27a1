import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import { remarkGfmEmailsWhereWritten } from '../../src/markdown/remark-gfm-emails-where-written.js';

// With the syntax extensions the site's pages are parsed with, in the same order.
const gfm = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
const ours = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmEmailsWhereWritten).use(remarkDirective);

/** Texts where an address is, is not, or only seems to be, with what moves micromark's offsets (a byte order mark, CRLF, tabs). */
const TEXTS = [
  'Write to support@example.com, or to first.last+docs@mail.example.org.',
  '\uFEFFA byte order mark, then sales@example.com and more@example.org',
  'Windows lines\r\nreach ops@example.com\r\nand\tbilling@example.com\r\n',
  '\tA tab first: dev@example.com',
  'After a URL: http://example.com/team@example.com and www.sales@example.com',
  'h@www.example.com, hw@wh.example.com, w@w.example.com',
  'A slash before: a/b@example.com; a dot after: end@example.com.',
  'Not addresses: name@localhost, @example.com, name@, a @b.com, under@score_d.com',
  'Escaped foo\\@example.com and the entity foo&#64;example.com',
  '*em@example.com* (paren@example.com) [link@example.com](/contact) `code@example.com`',
  'ünïcode@example.com and ascii@exämple.com',
  '> quoted@example.com\n\n- listed@example.com\n- h@example.com\n\n# heading@example.com',
  'Text\n\n    indented@example.com\n\n```\nfenced@example.com\n```\nafter@example.com',
  '<div>\nhtml@example.com\n</div>\n\ntext<span>inline@example.com</span>',
  'Code has @decorators and user@host but text has none: plain words only.',
  // Text on later lines of a container, whose offsets micromark carries past the prefixes it skips.
  '> a\n> quoted.on.line.two@example.com',
  '>\ta\n>\ttabbed@example.com',
  '- a\n\tlazy@example.com\n  - nested\n    deeper@example.com',
  'x[^1]\n\n[^1]: a\n    note@example.com',
  '| a@b.com | b |\n| - | - |\n| cell@example.com | e |',
  'setext@example.com\n===',
  ':::note\nin a container, boxed@example.com\n:::\n\n:abbr[a\nlabel@example.com]',
  '---\ntitle: front@matter.com\n---\n\nbody@example.com',
  // Many words an address construct might start at, and one `@`.
  `@ ${'0h'.repeat(2_000)} ${'_w'.repeat(2_000)} ${'h'.repeat(3_000)}@example.com`,
];

describe('remarkGfmEmailsWhereWritten', () => {
  it('finds the email addresses that GitHub Markdown finds, at the same places', () => {
    for (const text of TEXTS) expect(ours.parse(text), JSON.stringify(text)).toEqual(gfm.parse(text));
  });

  it('links the addresses it finds', () => {
    const links = (text: string) => JSON.stringify(ours.parse(text)).match(/"url":"mailto:[^"]+"/g);
    expect(links(TEXTS[1]!)).toEqual(['"url":"mailto:sales@example.com"', '"url":"mailto:more@example.org"']);
    expect(links(TEXTS[2]!)).toEqual(['"url":"mailto:ops@example.com"', '"url":"mailto:billing@example.com"']);
  });
});

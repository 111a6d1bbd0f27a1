import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../src/content/parse-front-matter.js';

describe('parseFrontMatter', () => {
  it('reads the documented fields', () => {
    const { data, diagnostics } = parseFrontMatter(
      '---\ntitle: Webhooks\ndescription: Events\nsidebar_position: 4\nsidebar_label: Hooks\nslug: /docs/hooks\n---\n# Body\n',
      'a.md',
    );
    expect(diagnostics).toEqual([]);
    expect(data).toMatchObject({ title: 'Webhooks', description: 'Events', sidebar_position: 4, sidebar_label: 'Hooks', slug: '/docs/hooks' });
  });

  it('warns of a field written otherwise than this site reads it, naming the one it was meant as, and not of other tools\' keys', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: Notes\ndraf: true\nsidebarPosition: 2\nTitel: x\ntags: [a]\nid: notes\nhide_table_of_contents: true\n---\n', 'a.md');
    expect(diagnostics.map((d) => [d.code, d.severity, d.location?.line, d.hint])).toEqual([
      ['MisspelledFrontMatterField', 'warning', 3, 'Did you mean "draft"? Write it so, or remove the key if another tool reads it.'],
      ['MisspelledFrontMatterField', 'warning', 4, 'Did you mean "sidebar_position"? Write it so, or remove the key if another tool reads it.'],
      ['MisspelledFrontMatterField', 'warning', 5, 'Did you mean "title"? Write it so, or remove the key if another tool reads it.'],
    ]);
    expect(diagnostics[0]!.message).toBe('Front matter "draf" is no field this site reads; it is ignored');
  });

  it('returns nothing for a file without front matter', () => {
    expect(parseFrontMatter('# Just text\n---\n', 'a.md')).toEqual({ data: {}, diagnostics: [], lines: {} });
    expect(parseFrontMatter('\n---\ntitle: a rule, then text\n', 'a.md').diagnostics).toEqual([]);
  });

  it('says where each field is written', () => {
    expect(parseFrontMatter('---\n# a comment\ntitle: A\n\nslug: /a\n---\n', 'a.md').lines).toEqual({ title: 3, slug: 5 });
  });

  it('reports front matter that is opened and never closed', () => {
    const { data, diagnostics } = parseFrontMatter('---\ntitle: Never closed\n\n# Heading\n', 'guide.md');
    expect(data).toEqual({});
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'UnclosedFrontMatter', severity: 'error', location: { file: 'guide.md', line: 1, column: 1 } })]);
  });

  it('reports an alias inside the value its anchor names, at its line, rather than making a value that contains itself', () => {
    const { data, diagnostics } = parseFrontMatter('---\ntitle: ok\nextra: &loop\n  again: *loop\n---\n# Body\n', 'guide.md');
    expect(data).toEqual({});
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'InvalidFrontMatter', severity: 'error', location: { file: 'guide.md', line: 4, column: 10 } })]);
    expect(diagnostics[0]!.message).toContain('*loop');
  });

  it('reports invalid YAML at the line of the file', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: ok\nbad: [unclosed\n---\n', 'guide.md');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'InvalidFrontMatter', severity: 'error', location: { file: 'guide.md' } });
    expect(diagnostics[0]?.location?.line).toBeGreaterThanOrEqual(3);
  });

  it('gives the place of invalid YAML once, as the file\'s line, not the front matter\'s own count beside it', () => {
    const { diagnostics } = parseFrontMatter('---\ntitle: Authentication\ndescription: a: b\n---\n', 'guide.md');
    expect(diagnostics[0]?.location).toMatchObject({ line: 3, column: 14 });
    expect(diagnostics[0]?.message).not.toMatch(/at line \d/);
  });

  it('places a quote left open at the line it opens on, and tells one mistake once', () => {
    const unclosed = parseFrontMatter('---\ntitle: Hello\ndescription: "Signing\nsidebar_position: 2\n---\n# Body\n', 'guide.md');
    expect(unclosed.diagnostics).toEqual([expect.objectContaining({ code: 'InvalidFrontMatter', location: { file: 'guide.md', line: 3, column: 14 } })]);
    expect(unclosed.diagnostics[0]?.hint).toMatch(/^Close the quote/);
    const indented = parseFrontMatter('---\ntitle: a\n  bad: indent\n---\n# Body\n', 'guide.md');
    expect(indented.diagnostics).toHaveLength(1);
    expect(indented.diagnostics[0]?.location).toMatchObject({ line: 2 });
  });

  it('reports a field of the wrong type, naming the field and its line', () => {
    const { data, diagnostics } = parseFrontMatter('---\ntitle: ok\nsidebar_position: first\n---\n', 'guide.md');
    expect(data.sidebar_position).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'InvalidFrontMatterField',
        message: 'Front matter field "sidebar_position" must be a number',
        location: { file: 'guide.md', line: 3, column: 1 },
      }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildContentEntries } from '../../src/model/build-content-entries.js';

const entryOf = (contentPath: string, source: string) => buildContentEntries([{ contentPath, displayPath: `content/${contentPath}`, source }]).entries[0]!;

describe('buildContentEntries', () => {
  it('takes the title from the first heading, without an explicit {#id}', () => {
    expect(entryOf('docs/setup.md', '# Set *up* the SDK {#setup}\n\nText\n').title).toBe('Set up the SDK');
  });

  it('remembers the line of the slug that sets the URL', () => {
    expect(entryOf('docs/a.md', '---\ntitle: A\nslug: /docs/b\n---\n')).toMatchObject({ path: '/docs/b', slugLine: 3 });
    expect(entryOf('docs/a.md', '# A\n').slugLine).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { countDiagnostics } from '../src/count-diagnostics.js';

describe('countDiagnostics', () => {
  it('counts diagnostics by code from their first lines, not from hints or code frames', () => {
    const printed = [
      'content/docs/links-0.md:5:3  warning  Link to /docs/moved/page-0 does not match any page or file of the site  BrokenLink',
      '  hint: Did you mean /docs/target-0?',
      '  > 5 | - [Moved page 0](/docs/moved/page-0)  NotACode',
      '',
      'content/docs/links-0.md:6:3  warning  Link to /docs/target-1#section-1 has no anchor  BrokenAnchor',
      'content/docs/links-0.md:7:3  warning  Link to /docs/moved/page-2 does not match any page  BrokenLink',
      'spec/openapi.json#/paths  error  The description is not valid  InvalidSpec',
      '✔ Built 12 pages in 0.95 s (3 warnings)',
    ].join('\n');
    expect(countDiagnostics(printed)).toEqual({ BrokenLink: 2, BrokenAnchor: 1, InvalidSpec: 1 });
  });
});

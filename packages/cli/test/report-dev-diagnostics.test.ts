import { describe, expect, it } from 'vitest';
import { createDiagnostic } from '@docs/shared';
import { createDevDiagnosticsReporter, NEW_WARNINGS_SHOWN } from '../src/report/report-dev-diagnostics.js';

const brokenLink = (link: string, line: number) => createDiagnostic('BrokenLink', { link }, { file: 'content/docs/guide.md', line, column: 1 }, 'warning');
const brokenLinkError = (link: string, line: number) => createDiagnostic('BrokenLink', { link }, { file: 'content/docs/guide.md', line, column: 1 }, 'error');

describe("docs dev's terminal report", () => {
  it('shows each warning once, while it lasts, with a count of those shown before', () => {
    const report = createDevDiagnosticsReporter({ cwd: '/nowhere', color: false, quiet: false });
    const first = report([brokenLink('/docs/a', 3), brokenLink('/docs/b', 5)]);
    expect(first).toContain('/docs/a');
    expect(first).toContain('/docs/b');

    const second = report([brokenLink('/docs/a', 3), brokenLink('/docs/b', 5), brokenLink('/docs/c', 9)]);
    expect(second).toContain('/docs/c');
    expect(second).not.toContain('/docs/a');
    expect(second).toContain('2 warnings as in the build before.');

    // Gone in one build and back in the next: shown again.
    report([brokenLink('/docs/b', 5), brokenLink('/docs/c', 9)]);
    expect(report([brokenLink('/docs/a', 3), brokenLink('/docs/b', 5), brokenLink('/docs/c', 9)])).toContain('/docs/a');
  });

  it('knows the warnings of untouched pages by their objects, and compares those of touched pages by what they say', () => {
    const report = createDevDiagnosticsReporter({ cwd: '/nowhere', color: false, quiet: false });
    // A rebuild hands back the objects of the pages it did not render again.
    const kept = brokenLink('/docs/kept', 2);
    const touched = brokenLink('/docs/touched', 4);
    report([kept, touched]);
    // The touched page made its warning again (a new object, saying the same) and a new one.
    const second = report([kept, brokenLink('/docs/touched', 4), brokenLink('/docs/new', 7)]);
    expect(second).toContain('/docs/new');
    expect(second).not.toContain('/docs/touched');
    expect(second).not.toContain('/docs/kept');
    expect(second).toContain('2 warnings as in the build before.');
    // A warning object that was missing from the build before is new again, though the object is old.
    report([touched]);
    expect(report([kept, touched])).toContain('/docs/kept');
  });

  it('shows a limited number of new warnings per build, counts the rest, and every error still', () => {
    const report = createDevDiagnosticsReporter({ cwd: '/nowhere', color: false, quiet: false });
    const many = Array.from({ length: NEW_WARNINGS_SHOWN + 25 }, (_, index) => brokenLink(`/docs/page-${index}`, index + 1));
    const first = report([...many, brokenLinkError('/docs/last-error', 900)]);
    expect(first).toContain(`/docs/page-${NEW_WARNINGS_SHOWN - 1}`);
    expect(first).not.toMatch(new RegExp(`/docs/page-${NEW_WARNINGS_SHOWN}\\b`));
    expect(first).toContain('/docs/last-error');
    expect(first).toContain('25 more new warnings not shown (`docs check` lists every one).');
    // The next build, with the same warnings, shows none of them again.
    const second = report(many);
    expect(second).not.toContain('/docs/page-');
    expect(second).toContain(`${NEW_WARNINGS_SHOWN + 25} warnings as in the build before.`);
  });

  it('shows every error of every build', () => {
    const report = createDevDiagnosticsReporter({ cwd: '/nowhere', color: false, quiet: false });
    expect(report([brokenLinkError('/docs/a', 3)])).toContain('/docs/a');
    expect(report([brokenLinkError('/docs/a', 3)])).toContain('/docs/a');
  });

  it('shows errors only when quiet', () => {
    const report = createDevDiagnosticsReporter({ cwd: '/nowhere', color: false, quiet: true });
    const text = report([brokenLink('/docs/a', 3), brokenLinkError('/docs/b', 5)]);
    expect(text).toContain('/docs/b');
    expect(text).not.toContain('/docs/a');
    expect(text).not.toContain('as in the build before');
  });
});

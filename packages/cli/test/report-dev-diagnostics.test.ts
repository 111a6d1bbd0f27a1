import { describe, expect, it } from 'vitest';
import { createDiagnostic } from '@docs/shared';
import { createDevDiagnosticsReporter } from '../src/report/report-dev-diagnostics.js';

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
    expect(second).toContain('2 warnings as in the build before (shown then).');

    // Gone in one build and back in the next: shown again.
    report([brokenLink('/docs/b', 5), brokenLink('/docs/c', 9)]);
    expect(report([brokenLink('/docs/a', 3), brokenLink('/docs/b', 5), brokenLink('/docs/c', 9)])).toContain('/docs/a');
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

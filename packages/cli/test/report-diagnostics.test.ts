import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiagnostic } from '@docs/shared';
import { reportDiagnostics } from '../src/report/report-diagnostics.js';

describe("docs build's report", () => {
  it('shows each problem with the lines of its own file, however the files alternate', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'docs-report-'));
    await writeFile(path.join(cwd, 'a.md'), 'alpha one\nalpha two\nalpha three\n');
    await writeFile(path.join(cwd, 'b.md'), 'beta one\r\nbeta two\r\nbeta three\r\n');
    const at = (file: string, line: number) => createDiagnostic('BrokenLink', { link: `/docs/${file}${line}` }, { file, line, column: 1 }, 'warning');
    let err = '';
    reportDiagnostics([at('a.md', 2), at('b.md', 3), at('a.md', 1), at('missing.md', 4)], { out: () => {}, err: (text) => void (err += text), cwd, isTTY: false }, {});
    const blocks = err.split('\n\n');
    expect(blocks[0]).toContain('> 2 | alpha two');
    expect(blocks[1]).toContain('> 3 | beta three');
    expect(blocks[1]).not.toContain('\r');
    expect(blocks[2]).toContain('> 1 | alpha one');
    // A file that cannot be read gets no frame, and does not stop the report.
    expect(blocks[3]).toContain('/docs/missing.md4');
    expect(blocks[3]).not.toContain('|');
  });
});

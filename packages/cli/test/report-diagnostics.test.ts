import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiagnostic } from '@docs/shared';
import { FRAMED_PER_SEVERITY, reportDiagnostics } from '../src/report/report-diagnostics.js';

describe("docs build's report", () => {
  it('shows each problem with the lines of its own file, however the files alternate', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'docs-report-'));
    await writeFile(path.join(cwd, 'a.md'), 'alpha one\nalpha two\nalpha three\n');
    await writeFile(path.join(cwd, 'b.md'), 'beta one\r\nbeta two\r\nbeta three\r\n');
    const at = (file: string, line: number) => createDiagnostic('BrokenLink', { link: `/docs/${file}${line}` }, { file, line, column: 1 }, 'warning');
    let err = '';
    reportDiagnostics([at('a.md', 2), at('b.md', 3), at('a.md', 1), at('missing.md', 4)], { out: () => {}, err: (text) => void (err += text), cwd, isTTY: false, color: false }, {});
    const blocks = err.split('\n\n');
    expect(blocks[0]).toContain('> 2 | alpha two');
    expect(blocks[1]).toContain('> 3 | beta three');
    expect(blocks[1]).not.toContain('\r');
    expect(blocks[2]).toContain('> 1 | alpha one');
    // A file that cannot be read gets no frame, and does not stop the report.
    expect(blocks[3]).toContain('/docs/missing.md4');
    expect(blocks[3]).not.toContain('|');
  });

  it('shows the control characters of a source as their codes, never as what a terminal obeys', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'docs-report-'));
    const fake = '\x1b[2J\x1b]0;PWNED\x07\x1b[32m✔ Built 6 pages\x1b[0m\x1b[8m\n✔ Built 6 pages';
    await writeFile(path.join(cwd, 'page.md'), `# Page\n\nSee [x](/nope${fake}).\n`);
    let err = '';
    reportDiagnostics([createDiagnostic('BrokenLink', { link: `/nope${fake}` }, { file: 'page.md', line: 3, column: 5 }, 'error')], { out: () => {}, err: (text) => void (err += text), cwd, isTTY: false, color: false }, {});
    expect(err).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    // A line feed of the source starts no line of the report's own.
    expect(err).not.toMatch(/^✔ Built/m);
    expect(err).toContain('Link to /nope\\x1b[2J\\x1b]0;PWNED\\x07');
    expect(err).toContain('> 3 | See [x](/nope\\x1b[2J');
  });

  it('shows the lines of the first hundred problems of each severity, and the place of every one', async () => {
    const cwd = await mkdtemp(path.join(os.tmpdir(), 'docs-report-'));
    const lines = Array.from({ length: 1_300 }, (_, n) => `line ${n + 1}`);
    await writeFile(path.join(cwd, 'big.md'), `${lines.join('\n')}\n`);
    const warning = (line: number) => createDiagnostic('BrokenLink', { link: `/docs/w${line}` }, { file: 'big.md', line, column: 1 }, 'warning');
    const error = (line: number) => createDiagnostic('BrokenLink', { link: `/docs/e${line}` }, { file: 'big.md', line, column: 1 }, 'error');
    const warnings = Array.from({ length: 1_200 }, (_, n) => warning(n + 1));
    // Problems with no line to show (a place in the API description) use up none of the frames.
    const inDescription = Array.from({ length: 150 }, (_, n) => createDiagnostic('BrokenLink', { link: `/docs/s${n}` }, { file: 'spec.json', pointer: `/paths/${n}` }, 'warning'));
    // An error after the hundredth warning keeps its lines: errors are counted on their own.
    const diagnostics = [...inDescription, ...warnings.slice(0, 150), error(1_250), ...warnings.slice(150)];
    let err = '';
    const exitCode = reportDiagnostics(diagnostics, { out: () => {}, err: (text) => void (err += text), cwd, isTTY: false, color: false }, {});
    expect(exitCode).toBe(1);
    const blockOf = (link: string) => err.split('\n\n').find((block) => block.includes(`Link to ${link} `))!;
    expect(blockOf(`/docs/w${FRAMED_PER_SEVERITY}`)).toContain(`> ${FRAMED_PER_SEVERITY} | line ${FRAMED_PER_SEVERITY}`);
    expect(blockOf(`/docs/w${FRAMED_PER_SEVERITY + 1}`)).toContain(`big.md:${FRAMED_PER_SEVERITY + 1}:1  warning`);
    expect(blockOf(`/docs/w${FRAMED_PER_SEVERITY + 1}`)).not.toContain('|');
    expect(blockOf('/docs/e1250')).toContain('> 1250 | line 1250');
    // Every problem is still listed.
    expect(err.match(/ {2}warning {2}/g)).toHaveLength(1_350);
    expect(err).toContain(`the other ${(1_200 - FRAMED_PER_SEVERITY).toLocaleString('en-US')} with their place only`);
    expect(err).not.toContain('errors are shown with the lines');
  });
});

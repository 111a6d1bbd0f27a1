import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutputFolderState } from '../../src/write/read-output-folder-state.js';

describe('readOutputFolderState', () => {
  it('takes a path through a file for a file, which no build may replace, rather than failing with ENOTDIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-state-'));
    await writeFile(path.join(dir, 'index.html'), '<p>a page</p>');
    expect(await readOutputFolderState(path.join(dir, 'index.html'))).toBe('file');
    expect(await readOutputFolderState(path.join(dir, 'index.html', 'site'))).toBe('file');
    expect(await readOutputFolderState(path.join(dir, 'missing'))).toBe('missing');
  });
});

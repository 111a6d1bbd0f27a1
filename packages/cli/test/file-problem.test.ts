import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileProblemOf } from '../src/report/file-problem.js';

const fsError = (code: string, where: string) => Object.assign(new Error(`${code}: ${where}`), { code, path: where });

describe('fileProblemOf', () => {
  it('says which source could not be read and why, from where the command runs', () => {
    const problem = fileProblemOf(fsError('EACCES', '/site/content/docs/private'), '/site');
    expect([problem?.code, problem?.severity, problem?.message]).toEqual(['FileNotUsable', 'error', 'content/docs/private could not be read: permission denied (EACCES)']);
    expect(problem?.hint).toContain('permissions');
  });

  it('names a file the build could not write by its place in the output, not in the staging folder', () => {
    const staging = path.join('/site', '.build.staging-1');
    const problem = fileProblemOf(fsError('ENAMETOOLONG', path.join(staging, 'docs/api/x.html')), '/site', { staging, outDir: '/site/build' });
    expect(problem?.message).toBe('build/docs/api/x.html could not be written: its name is longer than the file system allows (ENAMETOOLONG)');
  });

  it('names a file outside the folder the command runs in by its own path', () => {
    expect(fileProblemOf(fsError('ENOENT', '/proc/.x.lock'), '/site', { staging: '/proc', outDir: '/proc' })?.message).toBe('/proc/.x.lock could not be written: it does not exist (ENOENT)');
  });

  it('is no file problem for any other error', () => {
    expect(fileProblemOf(new Error('boom'), '/site')).toBeUndefined();
    expect(fileProblemOf(Object.assign(new Error('x'), { code: 'ERR_SOMETHING', path: '/site/a' }), '/site')).toBeUndefined();
  });
});

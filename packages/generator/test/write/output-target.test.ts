import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputTarget } from '../../src/write/output-target.js';

describe('where an output file is written', () => {
  const dir = path.join(path.sep, 'site', 'build');

  it('is inside the output folder', () => {
    expect(outputTarget(dir, 'docs/guide/index.html')).toBe(path.join(dir, 'docs', 'guide', 'index.html'));
    expect(outputTarget(dir, 'docs/../about.html')).toBe(path.join(dir, 'about.html'));
  });

  it('is refused where the path leads out of it, or is absolute', () => {
    for (const file of ['../index.html', 'docs/../../escaped.html', '/etc/passwd', '..', '.', '']) {
      expect(() => outputTarget(dir, file), file).toThrow(/not inside the output folder/);
    }
  });
});

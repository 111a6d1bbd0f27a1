import { describe, expect, it } from 'vitest';
import { formatVersions, versionsWarmRatio } from '../src/measure-versions.js';

describe('the docs versions bench', () => {
  const measured = { bothColdSeconds: [2.2, 2.0, 2.4], latestColdSeconds: [1.5, 1.6, 1.4], bothWarmSeconds: [0.33, 0.31, 0.35], latestWarmSeconds: [0.3, 0.32, 0.28] };

  it('judges a warm build with every version against a warm build of the latest alone, by medians', () => {
    expect(versionsWarmRatio(measured)).toBeCloseTo(0.33 / 0.3);
  });

  it('prints both builds cold and warm, with their ratio', () => {
    const table = formatVersions(measured);
    expect(table).toMatch(/cold \(no cache\)\s+2\.20 s\s+1\.50 s\s+1\.47×/);
    expect(table).toMatch(/warm \(nothing changed\)\s+0\.33 s\s+0\.30 s\s+1\.10×/);
  });
});

import { describe, expect, it } from 'vitest';
import { generatorFingerprint } from '../../src/cache/generator-fingerprint.js';

describe('the name of the running generator in the build cache', () => {
  it('names the Unicode and ICU versions, which decide headings\' ids and the order of pages', () => {
    // A cache restored onto a Node.js with other tables must not be taken for this one's.
    expect(generatorFingerprint()).toContain(`unicode ${process.versions.unicode}`);
    expect(generatorFingerprint()).toContain(`icu ${process.versions.icu}`);
  });
});

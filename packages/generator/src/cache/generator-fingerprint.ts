import { readFileSync } from 'node:fs';

/**
 * Names the build of the generator that is running, for the keys of the build cache: written beside
 * the bundle when the package is built. Run from its sources (the tests), it is named as such.
 */
export function generatorFingerprint(): string {
  try {
    return readFileSync(new URL('./fingerprint.txt', import.meta.url), 'utf8').trim();
  } catch {
    return 'sources';
  }
}

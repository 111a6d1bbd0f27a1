import { readFileSync } from 'node:fs';

let named: string | undefined;

/**
 * Names the build of the generator that is running, for the keys of the build cache: written beside
 * the bundle when the package is built (run from its sources, the tests, it is named as such), with
 * the Unicode and ICU versions of the Node.js that runs it, whose tables decide which characters a
 * heading's id keeps and how pages sort: a cache restored onto another Node.js is not taken for its own.
 */
export function generatorFingerprint(): string {
  return (named ??= `${builtFingerprint()} unicode ${process.versions.unicode ?? 'none'} icu ${process.versions.icu ?? 'none'}`);
}

function builtFingerprint(): string {
  try {
    return readFileSync(new URL('./fingerprint.txt', import.meta.url), 'utf8').trim();
  } catch {
    return 'sources';
  }
}

import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

const requireHere = createRequire(import.meta.url);
let loaded: typeof Esbuild | undefined;

/**
 * esbuild, loaded when first used, and through `require`: imported as an ES module, its CommonJS entry
 * was first scanned by Node for its exports, some 30 ms of every command's start against 12; and a build
 * whose templates are unchanged uses it for the config file alone.
 */
export function loadEsbuild(): typeof Esbuild {
  return (loaded ??= requireHere('esbuild') as typeof Esbuild);
}

/** esbuild's version, which is part of the keys of what it compiles, read without loading it. */
export const ESBUILD_VERSION: string = (requireHere('esbuild/package.json') as { version: string }).version;

import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { pageCacheIsFilled } from '../cache/page-cache.js';
import { writeAtomically } from '../cache/write-atomically.js';

/**
 * A config file as esbuild compiled it, with every file it was compiled from (relative to the cache
 * folder, so that a checkout moved with its cache still matches) and a digest of each.
 */
interface CompiledConfigEntry {
  generator: string;
  esbuild: string;
  inputs: [file: string, digest: string][];
  code: string;
}

const FOLDER = 'config';

/**
 * The config compiled by esbuild, kept in the build cache: a build whose config and the files it
 * imports are unchanged starts no esbuild at all (its templates and runtime come from the cache too).
 */
export interface CompiledConfigCache {
  /** The code kept for `configFile`, when this generator and esbuild compiled it from files that are all as they were. */
  read(configFile: string): string | undefined;
  /**
   * Keeps the code compiled from `inputs` (absolute paths, the config among them) for the next build:
   * only in a folder a build of this generator has made its cache, since a new folder must first pass
   * the build's own checks before anything is written there.
   */
  keep(configFile: string, code: string, inputs: readonly string[]): void;
}

export function openCompiledConfigCache(dir: string, esbuildVersion: string): CompiledConfigCache {
  // One entry per config file, named by its path from the cache: a changed config replaces its own.
  const entryFile = (configFile: string) => path.join(dir, FOLDER, `${fileDigest('config', path.relative(dir, configFile))}.json`);
  return {
    read(configFile) {
      const entry = readEntry(entryFile(configFile));
      if (!entry || entry.generator !== generatorFingerprint() || entry.esbuild !== esbuildVersion) return undefined;
      return entry.inputs.every(([file, digest]) => digestOf(path.resolve(dir, file)) === digest) ? entry.code : undefined;
    },
    keep(configFile, code, inputs) {
      if (!pageCacheIsFilled(dir, generatorFingerprint())) return;
      const digested = inputs.map((file): [string, string] | undefined => {
        const digest = digestOf(file);
        return digest === undefined ? undefined : [path.relative(dir, file), digest];
      });
      // An input that cannot be read back could not be checked next time: nothing is kept.
      if (digested.some((input) => input === undefined)) return;
      const entry: CompiledConfigEntry = { generator: generatorFingerprint(), esbuild: esbuildVersion, inputs: digested as [string, string][], code };
      mkdirSync(path.join(dir, FOLDER), { recursive: true });
      writeAtomically(entryFile(configFile), JSON.stringify(entry));
    },
  };
}

function digestOf(file: string): string | undefined {
  try {
    return fileDigest(readFileSync(file));
  } catch {
    return undefined;
  }
}

/** The entry in `file`, or nothing when there is none or it is not one (truncated, another format): the config is then compiled again. */
function readEntry(file: string): CompiledConfigEntry | undefined {
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Partial<CompiledConfigEntry>;
    const wellFormed =
      typeof entry.generator === 'string' &&
      typeof entry.esbuild === 'string' &&
      typeof entry.code === 'string' &&
      Array.isArray(entry.inputs) &&
      entry.inputs.every((input) => Array.isArray(input) && typeof input[0] === 'string' && typeof input[1] === 'string');
    return wellFormed ? (entry as CompiledConfigEntry) : undefined;
  } catch {
    return undefined;
  }
}

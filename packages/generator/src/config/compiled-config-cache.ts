import path from 'node:path';
import { makeCacheFolder } from '../cache/cache-files.js';
import type { ResolvedConfig } from '@docs/shared';
import { fileDigest } from '../cache/digest.js';
import { realPathOf } from '../cache/file-facts.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { isInputSnapshot, snapshotHolds, snapshotInputs, type InputSnapshot } from '../cache/input-snapshot.js';
import { pageCacheIsFilled } from '../cache/page-cache.js';
import { refuseCacheFolder } from '../cache/refuse-cache-folder.js';
import { writeAtomically } from '../cache/write-atomically.js';
import { readChecked, UNREADABLE, withChecksum } from '../cache/checked-json.js';

/** A config file as esbuild compiled it, with what it was compiled from (`snapshotInputs`). */
interface CompiledConfigEntry {
  generator: string;
  esbuild: string;
  inputs: InputSnapshot;
  code: string;
}

const FOLDER = 'config';

/**
 * The config compiled by esbuild, kept in the build cache: a build whose config and the files it
 * imports are unchanged starts no esbuild at all (its templates and runtime come from the cache too).
 */
export interface CompiledConfigCache {
  /**
   * The code kept for `configFile` and the files it was compiled from (absolute), when this generator
   * and esbuild compiled it from files that are all as they were; `unreadable` when the entry is there
   * but damaged (it is then compiled again, as when there is none).
   */
  read(configFile: string): { code: string; inputs: string[] } | 'unreadable' | undefined;
  /**
   * Keeps the code of a compile that started at `startedAt` from `inputs` (absolute paths, the config
   * among them) for the next build: only in a folder a build of this generator has made its cache and
   * that the config lets be one, since a new folder must first pass the build's own checks before
   * anything is written there; and only when none of the files changed as they were compiled.
   */
  keep(config: ResolvedConfig & { configFile: string }, compiled: { code: string; inputs: readonly string[]; startedAt: number }): void;
}

export function openCompiledConfigCache(dir: string, esbuildVersion: string): CompiledConfigCache {
  // One entry per config file, named by its path from the cache: a changed config replaces its own.
  const entryFile = (configFile: string) => path.join(dir, FOLDER, `${fileDigest('config', path.relative(dir, configFile))}.json`);
  return {
    read(configFile) {
      const entry = readEntry(entryFile(configFile));
      if (entry === 'unreadable') return entry;
      if (!entry || entry.generator !== generatorFingerprint() || entry.esbuild !== esbuildVersion) return undefined;
      // An entry must name the config among its inputs: one that names none would hold for any file.
      // esbuild names files by their real paths, and a site may be reached through a link (macOS's /tmp).
      const real = realPathOf(configFile);
      const named = entry.inputs.files.some(([file]) => path.resolve(dir, file) === configFile || path.resolve(dir, file) === real);
      return named && snapshotHolds(dir, entry.inputs) ? { code: entry.code, inputs: entry.inputs.files.map(([file]) => path.resolve(dir, file)) } : undefined;
    },
    keep(config, { code, inputs, startedAt }) {
      if (!pageCacheIsFilled(dir, generatorFingerprint()) || refuseCacheFolder(dir, config) !== undefined) return;
      const snapshot = snapshotInputs(dir, inputs, startedAt);
      if (!snapshot) return;
      const entry: CompiledConfigEntry = { generator: generatorFingerprint(), esbuild: esbuildVersion, inputs: snapshot, code };
      makeCacheFolder(path.join(dir, FOLDER));
      writeAtomically(entryFile(config.configFile), withChecksum(JSON.stringify(entry)));
    },
  };
}

/** The entry in `file`: nothing when there is none or another generator made it, `unreadable` when what is there is damaged or cut short: the config is then compiled again. */
function readEntry(file: string): CompiledConfigEntry | 'unreadable' | undefined {
  const value = readChecked(file);
  if (value === undefined || value === UNREADABLE) return value;
  const entry = value as Partial<CompiledConfigEntry>;
  // Another generator's entry, whatever its shape, is not used, and the build says the cache is another's.
  if (entry?.generator !== generatorFingerprint()) return undefined;
  const wellFormed = typeof entry.generator === 'string' && typeof entry.esbuild === 'string' && typeof entry.code === 'string' && isInputSnapshot(entry.inputs);
  return wellFormed ? (entry as CompiledConfigEntry) : 'unreadable';
}

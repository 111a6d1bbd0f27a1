import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_MARKER } from '@docs/shared';
import { runCli } from '../src/create-program.js';

export const SITES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sites');
export const REPOSITORY = path.resolve(SITES, '../../../..');

/** Runs `docs …` in-process in the given folder and captures what it prints. */
export async function docs(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (t) => void (out += t), err: (t) => void (err += t), cwd, isTTY: false, color: false });
  return { code, out, err };
}

/**
 * Every file of a built site with a hash of its contents, to compare two builds byte for byte: the
 * site as it is published, without the build's marker (which notes when it wrote each file).
 */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !(entry.name === BUILD_MARKER && path.resolve(entry.parentPath) === path.resolve(dir)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(files.map(async (file) => [path.relative(dir, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const));
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

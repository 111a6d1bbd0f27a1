import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../src/create-program.js';

export const SITES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sites');
export const REPOSITORY = path.resolve(SITES, '../../../..');

/** Runs `docs …` in-process in the given folder and captures what it prints. */
export async function docs(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (t) => void (out += t), err: (t) => void (err += t), cwd, isTTY: false });
  return { code, out, err };
}

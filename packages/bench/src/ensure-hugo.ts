import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * GNU time (Debian's `time` package), which reports a child's peak memory and CPU time. Started
 * without a shell, the name finds the program, not the shell keyword of the same name.
 */
export const GNU_TIME = 'time';

/** Hugo's version ("0.111.3") when it can run, or why not. */
export type HugoSetup = { available: true; version: string } | { available: false; reason: string };

async function hasGnuTime(): Promise<boolean> {
  try {
    return (await run(GNU_TIME, ['--version'])).stdout.includes('GNU');
  } catch {
    return false;
  }
}

async function hugoVersion(): Promise<string | undefined> {
  try {
    const { stdout } = await run('hugo', ['version']);
    return /v(\d+\.\d+(\.\d+)?)/.exec(stdout)?.[1] ?? stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * Makes sure Hugo and GNU time are installed, installing Debian's packages when they are missing
 * (with sudo when not root), so that every `pnpm bench` can compare with Hugo; says why when it cannot.
 */
export async function ensureHugo(log: (line: string) => void): Promise<HugoSetup> {
  let version = await hugoVersion();
  const missing = [...(version ? [] : ['hugo']), ...((await hasGnuTime()) ? [] : ['time'])];
  if (missing.length > 0) {
    log(`installing ${missing.join(' and ')} from Debian's packages`);
    const asRoot = process.getuid?.() === 0;
    const apt = (args: string[]) => (asRoot ? run('apt-get', args, { timeout: 600_000 }) : run('sudo', ['-n', 'apt-get', ...args], { timeout: 600_000 }));
    try {
      // A fresh machine has no package lists yet, and without them the install finds nothing; an update
      // that fails (offline) may still leave lists that are good enough, so only the install decides.
      await apt(['update']).catch(() => undefined);
      await apt(['install', '-y', ...missing]);
    } catch (error) {
      const detail = String((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n').slice(-2).join(' ');
      return { available: false, reason: `could not install ${missing.join(' and ')} (${detail})` };
    }
    version = await hugoVersion();
  }
  if (!version) return { available: false, reason: 'hugo is not on the PATH after installing it' };
  if (!(await hasGnuTime())) return { available: false, reason: 'GNU time is missing, so Hugo’s memory and CPU time cannot be measured' };
  return { available: true, version };
}

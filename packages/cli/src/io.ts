/** Where the CLI writes and what folder it works in; tests pass their own. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  /** Whether output goes to a terminal (progress lines) rather than a log. */
  isTTY: boolean;
  /** Whether messages are coloured: on a terminal, unless NO_COLOR says not; anywhere with FORCE_COLOR. */
  color: boolean;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    isTTY: Boolean(process.stderr.isTTY) && !process.env['CI'],
    color: colorWanted(process.env, Boolean(process.stderr.isTTY) && !process.env['CI']),
  };
}

/** The conventions of no-color.org and FORCE_COLOR: NO_COLOR (set, not empty) wins; FORCE_COLOR forces, or with 0 forbids; TERM=dumb has none. */
export function colorWanted(env: Record<string, string | undefined>, terminal: boolean): boolean {
  const force = env['FORCE_COLOR'];
  if (env['NO_COLOR'] || force === '0' || force === 'false') return false;
  // A terminal that says it knows no escape codes (Emacs's shell, some CI consoles) prints them as text.
  return force !== undefined || (terminal && env['TERM'] !== 'dumb');
}

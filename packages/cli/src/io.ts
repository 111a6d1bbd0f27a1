/** Where the CLI writes and what folder it works in; tests pass their own. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
  /** Whether output goes to a terminal (colour, progress) rather than a log. */
  isTTY: boolean;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    isTTY: Boolean(process.stderr.isTTY) && !process.env['CI'],
  };
}

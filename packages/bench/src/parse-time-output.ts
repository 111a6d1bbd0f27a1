/** The format GNU time is given: elapsed, user and system seconds, and peak resident memory in KB, on one marked line. */
export const TIME_FORMAT = 'bench-time elapsed=%e user=%U system=%S maxrss=%M';

export interface TimeReport {
  elapsedSeconds: number;
  /** User plus system CPU time of the measured process and the children it waited for. */
  cpuSeconds: number;
  maxRssKb: number;
}

const LINE = /^bench-time elapsed=([\d.]+) user=([\d.]+) system=([\d.]+) maxrss=(\d+)$/m;

/**
 * Reads what GNU time wrote with `TIME_FORMAT`; the marked line is found among any others it adds
 * ("Command exited with non-zero status 1", "Command terminated by signal 9").
 */
export function parseTimeOutput(text: string): TimeReport | undefined {
  const match = LINE.exec(text);
  if (!match) return undefined;
  const [, elapsed, user, system, maxRss] = match.map(Number);
  return { elapsedSeconds: elapsed!, cpuSeconds: user! + system!, maxRssKb: maxRss! };
}

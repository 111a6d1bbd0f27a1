/** How a server was asked to stop: Ctrl+C (SIGINT), or a service manager or container (SIGTERM). */
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Resolves when the process is asked to stop (Ctrl+C or a service manager), so a server can close cleanly. */
export function waitForStop(): Promise<StopSignal> {
  return new Promise((resolve) => {
    const stop = (signal: StopSignal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/**
 * A server's exit code once stopped: 0 for a SIGTERM, the way systemd, Docker and CI runners stop a
 * service they started, which is no failure; 130 for Ctrl+C, as every command ends that way.
 */
export function stoppedServerCode(signal: StopSignal | void): number {
  return signal === 'SIGTERM' ? 0 : 130;
}

/**
 * Runs `work` with a signal that Ctrl+C (or a CI job's SIGTERM) aborts, listened for from the start so
 * that no moment of the command is left to the default (an exit on the spot), and no longer once it ends.
 */
export async function untilStopped<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const stop = new AbortController();
  const abort = () => stop.abort(new Error('stopped'));
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  try {
    return await work(stop.signal);
  } finally {
    process.off('SIGINT', abort);
    process.off('SIGTERM', abort);
  }
}

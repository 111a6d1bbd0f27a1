/** Resolves when the process is asked to stop (Ctrl+C or a service manager), so a server can close cleanly. */
export function waitForStop(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
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

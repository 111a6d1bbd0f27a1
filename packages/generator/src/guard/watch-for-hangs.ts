import { Worker } from 'node:worker_threads';

/**
 * How long this thread may run code without a break before the build is taken for hung: far longer
 * than anything the build runs at one go (the largest descriptions validate in seconds). Set by
 * `DOCS_HANG_SECONDS`, for machines slower than any we know.
 */
export function hangLimitMs(): number {
  const seconds = Number(process.env['DOCS_HANG_SECONDS']);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 120) * 1000;
}

/** Bytes of the text that says what this thread is doing. */
const ACTIVITY_BYTES = 512;

const encoder = new TextEncoder();

/** What this thread is doing, where the watcher can read it while the thread is stuck; none until `watchForHangs`. */
let activity: Uint8Array | undefined;

/**
 * Notes what this thread starts to run that comes from the site's author (its config, its templates,
 * a page they render): what the build names if it hangs there. Costs a copy of a short text.
 */
export function noteActivity(text: string): void {
  if (!activity) return;
  const { written = 0 } = encoder.encodeInto(text, activity.subarray(2));
  activity[0] = written & 0xff;
  activity[1] = written >> 8;
}

/** The watcher's own code: it reads the beat and, once it has stopped too long, says what hung and ends the process. */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.beat);
const activity = new Uint8Array(workerData.activity);
let last = Atomics.load(beat, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beat, 0);
  if (now !== last) {
    last = now;
    since = Date.now();
    return;
  }
  if (Date.now() - since < workerData.limitMs) return;
  const length = activity[0] | (activity[1] << 8);
  const doing = new TextDecoder().decode(activity.subarray(2, 2 + length)) || 'building';
  writeSync(2, workerData.message.replace('{doing}', doing));
  process.kill(process.pid, 'SIGKILL');
}, Math.min(1000, workerData.limitMs / 4));
`;

const MESSAGE =
  '\n✖ The build stopped responding: it has been {doing} for too long without a break, and was ended. ' +
  'Something the site runs never ends, such as a loop in a template or in the config.\n' +
  '  hint: Look for a loop that never ends there. What the build was writing was left as it was beside the output, which the next build takes over.\n';

/**
 * Watches this thread from another: while it runs code that never ends (an author's template or
 * config that loops forever), neither Ctrl+C nor a timeout of its own can stop it, and a CI job would
 * wait for hours. When this thread has gone `hangLimitMs` without a turn of its event loop, the
 * watcher says what it was doing (`noteActivity`) and ends the process. Returns what stops watching.
 */
export function watchForHangs(): () => void {
  const beatBuffer = new SharedArrayBuffer(4);
  const activityBuffer = new SharedArrayBuffer(ACTIVITY_BYTES);
  const beat = new Int32Array(beatBuffer);
  activity = new Uint8Array(activityBuffer);
  const limitMs = hangLimitMs();
  const watcher = new Worker(WATCHER, { eval: true, workerData: { beat: beatBuffer, activity: activityBuffer, limitMs, message: MESSAGE } });
  // Neither keeps the process alive: the build ends when its work does.
  watcher.unref();
  const beating = setInterval(() => Atomics.add(beat, 0, 1), Math.min(500, limitMs / 8));
  beating.unref();
  return () => {
    clearInterval(beating);
    activity = undefined;
    void watcher.terminate();
  };
}

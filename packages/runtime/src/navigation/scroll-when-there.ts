/** What the reader does that makes the page's place theirs: a position still waited for is given up. */
const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a page may take to grow tall enough for the position (its islands render what they fetch). */
const WAIT_MS = 3_000;

let giveUp: (() => void) | undefined;

/**
 * Scrolls to `y`, and, while the page is too short to get there (the search page renders its results
 * after it is swapped in, which clamped Back to its results to the top), again each time it grows:
 * until it gets there, the reader scrolls, clicks or types, another place is asked for, or `WAIT_MS`.
 */
export function scrollWhenThere(y: number): void {
  stopWaitingForPlace();
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stopWaitingForPlace();
  });
  const timer = setTimeout(stopWaitingForPlace, WAIT_MS);
  giveUp = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_INPUTS) window.removeEventListener(type, stopWaitingForPlace, true);
  };
  observer.observe(document.documentElement);
  for (const type of READER_INPUTS) window.addEventListener(type, stopWaitingForPlace, { capture: true, passive: true });
}

/** Gives up a position still waited for: the page goes elsewhere. */
export function stopWaitingForPlace(): void {
  giveUp?.();
  giveUp = undefined;
}

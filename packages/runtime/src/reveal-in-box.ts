/**
 * Scrolls a box of its own (the sidebar, the table of contents), not the page, so that an entry is in
 * view, a third of the way down, when it is not in the part of the box the window shows: below an
 * announcement bar the sidebar reaches past the window's bottom until the page scrolls, in a long API
 * reference the entry sat thousands of pixels below the fold, and a long table of contents marked
 * entries below its end.
 */
export function revealInBox(entry: HTMLElement, box: HTMLElement): void {
  if (box.scrollHeight <= box.clientHeight) return;
  const shown = box.getBoundingClientRect();
  const top = Math.max(shown.top, 0);
  const bottom = Math.min(shown.bottom, window.innerHeight);
  const at = entry.getBoundingClientRect();
  if (at.top >= top && at.bottom <= bottom) return;
  box.scrollTop += at.top - (top + (bottom - top) / 3);
}

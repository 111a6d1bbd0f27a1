import { onPageLoad } from './page-load.js';
import { revealInBox } from './reveal-in-box.js';

/** The sidebar's scroll container (the drawer on a phone), and the parts of it a reader opens and closes. */
const DRAWER = 'site-drawer';
const PARTS = '.sidebar details';

/**
 * Keeps the reader's place in the sidebar across pages, as a sidebar that is not reloaded would: where it
 * was scrolled, and the parts the reader opened or closed by hand, while the new page's own entry is shown
 * (its parts open, and scrolled into the visible part of the sidebar when it is out of it). Each page's
 * HTML has its own sidebar, which instant navigation swaps in with the page: it started at the top,
 * with only the new page's parts open.
 */
export function setUpSidebarPlace(): void {
  let scrolled = 0;
  // The reader's choices, by the labels of a part and the parts around it: the same part in every page's sidebar.
  const chosen = new Map<string, boolean>();
  document.addEventListener(
    'scroll',
    (event) => {
      if ((event.target as Element | null)?.id === DRAWER) scrolled = (event.target as Element).scrollTop;
    },
    { capture: true, passive: true },
  );
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.(`#${DRAWER} ${PARTS} > summary`);
    const part = summary?.parentElement as HTMLDetailsElement | undefined;
    // The click opens a closed part and closes an open one, after this listener.
    if (part) chosen.set(keyOf(part), !part.open);
  });
  let first = true;
  onPageLoad(() => {
    const drawer = document.getElementById(DRAWER);
    if (!drawer) return;
    for (const part of drawer.querySelectorAll<HTMLDetailsElement>(PARTS)) {
      const open = chosen.get(keyOf(part));
      if (open !== undefined) part.open = open;
    }
    const current = drawer.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
    for (let part = current?.closest('details'); part; part = part.parentElement?.closest('details')) part.open = true;
    // A full load starts at the top; a page swapped in keeps where the reader had scrolled the sidebar to.
    if (!first) drawer.scrollTop = scrolled;
    first = false;
    if (current) revealInBox(current, drawer);
  });
}

/** A part of the sidebar by its label and those of the parts around it (`API reference/Signings`). */
function keyOf(part: HTMLDetailsElement): string {
  const labels: string[] = [];
  for (let at: HTMLDetailsElement | null = part; at; at = at.parentElement?.closest('details') ?? null) labels.unshift(at.querySelector(':scope > summary')?.textContent?.trim() ?? '');
  return labels.join('/');
}

import { onPageLoad } from './page-load.js';

const OPEN = 'data-menu-open';

function isOpen(): boolean {
  return document.documentElement.hasAttribute(OPEN);
}

function setOpen(open: boolean): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  document.documentElement.toggleAttribute(OPEN, open);
  button?.setAttribute('aria-expanded', String(open));
  if (open) document.querySelector<HTMLElement>('#site-drawer [data-menu-close]')?.focus();
  else button?.focus();
}

/**
 * The menu button shown on narrow screens opens the navigation and sidebar as a drawer; Escape, the
 * close button and a click outside (on the backdrop) close it and return focus to the button.
 * Listeners sit on the document, so they keep working after instant navigation swaps the page.
 */
export function setUpMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('[data-menu-toggle]')) setOpen(!isOpen());
    else if (isOpen() && target?.closest?.('[data-menu-backdrop], [data-menu-close]')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false);
  });
  // A new page starts with the drawer closed (a link in the drawer was followed), its own entry in view.
  onPageLoad(() => {
    document.documentElement.removeAttribute(OPEN);
    revealCurrentEntry();
  });
}

/**
 * Scrolls the sidebar (not the page) so that the current page's entry is in view, a third of the way down,
 * when it is not: in a long API reference it sat thousands of pixels below the fold.
 */
function revealCurrentEntry(): void {
  const drawer = document.getElementById('site-drawer');
  const current = drawer?.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  if (!drawer || !current || drawer.scrollHeight <= drawer.clientHeight) return;
  const top = current.getBoundingClientRect().top - drawer.getBoundingClientRect().top + drawer.scrollTop;
  const bottom = top + current.offsetHeight;
  if (top < drawer.scrollTop || bottom > drawer.scrollTop + drawer.clientHeight) drawer.scrollTop = Math.max(0, top - drawer.clientHeight / 3);
}

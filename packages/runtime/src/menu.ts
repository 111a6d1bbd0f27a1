import { onPageLoad } from './page-load.js';

const OPEN = 'data-menu-open';

function isOpen(): boolean {
  return document.documentElement.hasAttribute(OPEN);
}

/** What the open drawer made inert, to make it live again when the drawer closes. */
let madeInert: Element[] = [];

/**
 * While the drawer is open, everything beside it (the navbar, the page, the footer) is inert: Tab
 * stays in the drawer and screen readers read the drawer alone, as in a dialog. The backdrop stays
 * live, so that a click on it closes the drawer.
 */
function setPageInert(inert: boolean): void {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert = [];
  const drawer = document.getElementById('site-drawer');
  if (!inert || !drawer) return;
  for (let node: Element = drawer; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('data-menu-backdrop') || sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
}

function setOpen(open: boolean, { moveFocus = true } = {}): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  document.documentElement.toggleAttribute(OPEN, open);
  setPageInert(open);
  button?.setAttribute('aria-expanded', String(open));
  if (!moveFocus) return;
  if (open) document.querySelector<HTMLElement>('#site-drawer [data-menu-close]')?.focus();
  else button?.focus();
}

/**
 * A drawer left open while the window widened past the mobile breakpoint (a tablet turned on its side)
 * is a sidebar again, and the page beside it stays inert with no drawer to close: it closes once its
 * button is gone, leaving focus where it is.
 */
function closeWhenWide(): void {
  const button = document.querySelector<HTMLElement>('[data-menu-toggle]');
  if (isOpen() && button && button.getClientRects().length === 0) setOpen(false, { moveFocus: false });
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
    // A key pressed in a dialog over the drawer (search, opened from it) is the dialog's: its Escape closes
    // it alone, and its Tab stays in it.
    if (event.defaultPrevented || (event.target as Element | null)?.closest?.('[aria-modal="true"]')) return;
    if (event.key === 'Escape' && isOpen()) setOpen(false);
    else if (event.key === 'Tab' && isOpen()) keepTabInDrawer(event);
  });
  window.addEventListener('resize', closeWhenWide);
  // A new page starts with the drawer closed (a link in the drawer was followed); `setUpSidebarPlace` shows its own entry.
  onPageLoad(() => {
    document.documentElement.removeAttribute(OPEN);
    setPageInert(false);
  });
}

/** Tab from the drawer's last control goes to its first, and Shift+Tab from its first to its last, as in a dialog. */
function keepTabInDrawer(event: KeyboardEvent): void {
  const drawer = document.getElementById('site-drawer');
  if (!drawer) return;
  // Shown ones only: the links of a closed part of the sidebar are laid out but not rendered, and Tab skips them.
  const controls = [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')].filter((control) =>
    control.checkVisibility ? control.checkVisibility({ checkVisibilityCSS: true }) : control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first || !drawer.contains(document.activeElement) : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

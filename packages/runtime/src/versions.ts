// Docs versions in the browser: the version menu (Escape and a click outside close it), the reader's
// choice of version (kept in localStorage when they pick one in the menu or the banner), the navbar's
// docs links off the docs pages steered to that version, the reader's place (`#anchor`) kept when they
// switch, and a notice on a version's overview when the page they came from is not in it.
import { navLinkInVersion, PREFERRED_VERSION_KEY, type SiteVersion } from '@docs/shared/version';
import { onPageLoad } from './page-load.js';
import { readStored, removeStored, writeStored } from './storage.js';

/** What the page was asked to say on arrival: the page the reader left is not in this version. */
const NOTICE_KEY = 'docs-version-notice';

/** The version the reader chose, when it is one of `names`; a choice of a version that is gone is forgotten. */
export function readPreferredVersion(names: readonly string[]): string | undefined {
  const stored = readStored(PREFERRED_VERSION_KEY);
  if (stored === null) return undefined;
  if (names.includes(stored)) return stored;
  removeStored(PREFERRED_VERSION_KEY);
  return undefined;
}

/**
 * The docs version whose index a search queries: the one asked for (the page's own, or the search
 * page's `?version=`), else the reader's choice, else the latest. None on a site without versions.
 */
export function chooseSearchVersion<V extends { name: string; index: string }>(versions: readonly V[] | undefined, asked: string | undefined): V | undefined {
  if (!versions?.length) return undefined;
  const names = versions.map((version) => version.name);
  const name = (asked && names.includes(asked) ? asked : undefined) ?? readPreferredVersion(names) ?? names[0];
  return versions.find((version) => version.name === name);
}

/** Off the docs pages, the navbar's "Docs" and "API" links lead to the version the reader chose. */
function steerNavbarLinks(): void {
  const nav = document.querySelector<HTMLElement>('[data-docs-versions]');
  if (!nav) return;
  let versions: Pick<SiteVersion, 'name' | 'base' | 'apiIndex' | 'specPath'>[];
  try {
    versions = JSON.parse(nav.dataset['docsVersions'] ?? '[]');
  } catch {
    return;
  }
  const preferred = readPreferredVersion(versions.map((version) => version.name));
  if (!preferred) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.navbar-links a, .drawer-links a, .footer-links a')) {
    const to = link.getAttribute('href') ?? '';
    const steered = navLinkInVersion(to, versions, preferred);
    if (steered !== to) link.setAttribute('href', steered);
  }
}

/** Shows the notice a version link left for this page, then forgets it. */
function showArrivalNotice(): void {
  let notice: { path: string; text: string } | undefined;
  try {
    notice = JSON.parse(sessionStorage.getItem(NOTICE_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return;
  }
  const main = document.getElementById('main');
  if (!notice || notice.path !== location.pathname || !main) return;
  const note = document.createElement('p');
  note.className = 'version-notice';
  note.setAttribute('role', 'status');
  note.textContent = notice.text;
  const breadcrumbs = main.querySelector(':scope > .breadcrumbs');
  if (breadcrumbs) breadcrumbs.after(note);
  else main.prepend(note);
}

/** A version picked in the menu or the banner: remembered, with the reader's place and what to say on arrival. */
function followVersionLink(link: HTMLAnchorElement): void {
  const name = link.dataset['docsVersion'];
  // The latest is no choice to keep: kept by its name, it would hold the reader to that version once it is
  // frozen and a newer one is the latest.
  if (link.hasAttribute('data-docs-version-latest')) removeStored(PREFERRED_VERSION_KEY);
  else if (name) writeStored(PREFERRED_VERSION_KEY, name);
  link.closest('details')?.removeAttribute('open');
  if (link.hasAttribute('data-version-missing')) {
    const title = document.querySelector('main h1')?.textContent?.replace(/#$/, '').trim() ?? 'This page';
    const label = link.querySelector('.version-menu-label')?.textContent ?? name;
    const text = `“${title}” is not in the ${label} docs, so this is their overview.`;
    try {
      sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ path: new URL(link.href).pathname, text }));
    } catch {
      // Without storage there is no notice; the reader still lands on the overview.
    }
  } else if (location.hash && !new URL(link.href).hash) {
    // The same place on the page in the other version; instant navigation drops it where that page has no such id.
    link.href = `${link.href}${location.hash}`;
  }
}

export function setUpVersions(): void {
  // Registered before instant navigation, so the link it follows is the one changed here.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-docs-version]');
    if (link) followVersionLink(link);
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-version-menu][open]')) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  });
  // Focus that leaves the menu (Tab past its last version) closes it, as a click outside does.
  document.addEventListener('focusout', (event) => {
    const menu = (event.target as Element | null)?.closest?.<HTMLDetailsElement>('details[data-version-menu]');
    if (menu?.open && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const menu = document.querySelector<HTMLDetailsElement>('details[data-version-menu][open]');
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  onPageLoad(() => {
    steerNavbarLinks();
    showArrivalNotice();
  });
}

// Loaded only by `docs dev`: listens to the server's build events and reloads the page when it
// changed (keeping the scroll position), swaps a changed stylesheet in place, and shows build errors
// in an overlay over the page (which stays as it was last built).

interface DevDiagnostic {
  code: string;
  message: string;
  hint?: string;
  location?: { file: string; line?: number; column?: number; pointer?: string };
}

const SCROLL_KEY = 'docs:dev-scroll';
const OVERLAY_ID = 'docs-dev-overlay';

/**
 * A path with its percent-escapes read: the server names a page as its route writes it (`/docs/café`, or
 * `/docs/c%23-sharp` where a `#` would end the path), the address bar has every such letter escaped.
 */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The route path of this page, as the server names changed pages: no `.html`, no `index.html`. */
function currentRoute(): string {
  const path = decodedPath(location.pathname).replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return path || '/';
}

const sameRoute = (a: string) => decodedPath(a).replace(/\/$/, '') === currentRoute().replace(/\/$/, '') || (a === '/' && currentRoute() === '/');

function reloadKeepingScroll(): void {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
}

function restoreScroll(): void {
  const saved = sessionStorage.getItem(SCROLL_KEY);
  if (!saved) return;
  sessionStorage.removeItem(SCROLL_KEY);
  const { path, y } = JSON.parse(saved) as { path: string; y: number };
  if (path === location.pathname) window.scrollTo(0, y);
}

/** Replaces a stylesheet by its new version without a flash: the old one goes once the new one has loaded. */
function swapStylesheet(from: string, to: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (new URL(link.href).pathname !== from) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = to;
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
}

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  // The page's CSP forbids style attributes in markup, not styles set through the DOM.
  element.style.cssText = css;
  if (text !== undefined) element.textContent = text;
  return element;
}

function showOverlay(diagnostics: DevDiagnostic[]): void {
  hideOverlay();
  const overlay = styled('div', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:4vh 4vw;background:rgb(15 18 25/.92);color:#f1f3f7;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build error');
  const panel = styled('div', 'max-width:60rem;margin:0 auto;padding:1.5rem 2rem;border-top:4px solid #ff6b6b;border-radius:8px;background:#1b1f2a');
  panel.append(styled('h2', 'margin:0 0 .25rem;color:#ff8787;font:600 1.25rem/1.4 system-ui,sans-serif', `Build failed: ${diagnostics.length} ${diagnostics.length === 1 ? 'error' : 'errors'}`));
  panel.append(styled('p', 'margin:0 0 1rem;color:#aab2c5;font-family:system-ui,sans-serif', 'The page shows its last good build. Fix the file and save: this goes away by itself.'));
  for (const diagnostic of diagnostics) {
    const item = styled('section', 'margin-top:1rem;padding-top:1rem;border-top:1px solid #2e3445');
    item.dataset['code'] = diagnostic.code;
    const at = diagnostic.location;
    const where = at ? `${at.file}${at.line ? `:${at.line}${at.column ? `:${at.column}` : ''}` : ''}${at.pointer ? `#${at.pointer}` : ''}` : '';
    if (where) item.append(styled('div', 'color:#74c0fc', where));
    item.append(styled('div', 'margin-top:.25rem;white-space:pre-wrap', `${diagnostic.message}  ${diagnostic.code}`));
    if (diagnostic.hint) item.append(styled('div', 'margin-top:.25rem;color:#b2f2bb;white-space:pre-wrap', `hint: ${diagnostic.hint}`));
    panel.append(item);
  }
  overlay.append(panel);
  document.body.append(overlay);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

restoreScroll();
const events = new EventSource('/__docs/events');
// Says the page is listening (tools and tests wait for it before they change files).
events.addEventListener('open', () => document.documentElement.setAttribute('data-dev-connected', ''));
events.addEventListener('reload', (event) => {
  const { paths } = JSON.parse((event as MessageEvent<string>).data) as { paths: string[] };
  if (paths.includes('*') || paths.some(sameRoute)) reloadKeepingScroll();
});
// A page from an older build than the one served now (a save came while it loaded, and its news went
// out before this page listened) reloads: it would otherwise show what is no longer there until the next save.
events.addEventListener('current', (event) => {
  const { build } = JSON.parse((event as MessageEvent<string>).data) as { build: number };
  const mine = document.querySelector('meta[name="docs-dev-build"]')?.getAttribute('content');
  if (mine !== null && mine !== undefined && Number(mine) !== build) reloadKeepingScroll();
});
events.addEventListener('css', (event) => {
  const { from, to } = JSON.parse((event as MessageEvent<string>).data) as { from: string; to: string };
  swapStylesheet(from, to);
});
events.addEventListener('build-error', (event) => showOverlay((JSON.parse((event as MessageEvent<string>).data) as { diagnostics: DevDiagnostic[] }).diagnostics));
events.addEventListener('build-ok', hideOverlay);

/** Head elements that describe one page; the rest of <head> (styles, scripts, CSP) is the site's shell. */
const PAGE_METADATA = 'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"]';

/** `/assets/bootstrap-AB12CD.js` → `/assets/bootstrap`: the same script in another version of the site. */
function entryName(src: string): string {
  return src.replace(/-[A-Za-z0-9_]+\.js$/, '');
}

function attributes(doc: Document, selector: string, name: string): string[] {
  return [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
}

/**
 * Whether `next` can be shown by swapping its body in: not when it comes from another deploy of the
 * site (other stylesheets, another version of a loaded script), which only a full load shows right.
 */
export function canSwapTo(next: Document): boolean {
  const styles = (doc: Document) => attributes(doc, 'link[rel="stylesheet"]', 'href').join(' ');
  if (styles(next) !== styles(document)) return false;
  const loaded = new Map(attributes(document, 'script[src]', 'src').map((src) => [entryName(src), src]));
  return attributes(next, 'script[src]', 'src').every((src) => (loaded.get(entryName(src)) ?? src) === src);
}

/** Puts `next` in place of the current page: its metadata, title and body, then any script it needs that is not loaded yet. */
export function swapPage(next: Document): void {
  for (const element of document.head.querySelectorAll(PAGE_METADATA)) element.remove();
  for (const element of next.head.querySelectorAll(PAGE_METADATA)) document.head.append(document.adoptNode(element));
  document.title = next.title;
  document.body.replaceWith(document.adoptNode(next.body));
  const present = new Set(attributes(document, 'script[src], link[rel="modulepreload"]', 'src').concat(attributes(document, 'link[rel="modulepreload"]', 'href')));
  for (const preload of next.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    if (!present.has(preload.getAttribute('href') ?? '')) document.head.append(document.adoptNode(preload));
  }
  for (const parsed of next.head.querySelectorAll<HTMLScriptElement>('script[src]')) {
    const src = parsed.getAttribute('src') ?? '';
    if (present.has(src)) continue;
    // Scripts from DOMParser never run; a script element made here does.
    const script = document.createElement('script');
    script.type = parsed.type;
    script.src = src;
    document.head.append(script);
  }
}

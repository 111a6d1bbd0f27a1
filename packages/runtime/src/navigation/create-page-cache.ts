export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

/** Enough for the links of a page and the way back; older entries are dropped first. */
const MAX_PAGES = 40;

/**
 * Fetches pages as HTML text, sharing one request between a prefetch and the click that follows it.
 * A failed request is forgotten so that a later attempt tries again.
 */
export function createPageCache() {
  const pages = new Map<string, Promise<FetchedPage>>();

  function request(key: string, priority: 'high' | 'low'): Promise<FetchedPage> {
    const cached = pages.get(key);
    if (cached) {
      // Refresh the entry's position: most recently used last.
      pages.delete(key);
      pages.set(key, cached);
      return cached;
    }
    const pending = fetch(key, { headers: { accept: 'text/html' }, credentials: 'same-origin', priority } as RequestInit).then(async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/html')) throw new Error(`${key} answered ${response.status} ${type}`);
      return { url: response.url || key, html: await response.text() };
    });
    pending.catch(() => pages.delete(key));
    pages.set(key, pending);
    while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return pending;
  }

  return {
    /** The page for a navigation: from the cache if it was prefetched. */
    load: (key: string) => request(key, 'high'),
    /** Fetches a page the reader is likely to open; settles when done, and never rejects. */
    prefetch: (key: string): Promise<void> => request(key, 'low').then(
      () => undefined,
      () => undefined,
    ),
    has: (key: string) => pages.has(key),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

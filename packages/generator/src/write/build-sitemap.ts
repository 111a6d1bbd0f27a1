import { absoluteUrl, type Route } from '@docs/shared';

const NOT_LISTED = new Set(['not-found', 'search']);

/** `sitemap.xml`: the canonical URL of every page a search engine should index. */
export function buildSitemap(siteUrl: string, routes: readonly Route[]): string {
  const urls = routes
    .filter((route) => !NOT_LISTED.has(route.kind))
    .map((route) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, route.path))}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled, and the sitemap is where to start. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

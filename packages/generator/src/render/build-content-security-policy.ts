/**
 * The policy every page carries: scripts only from the site itself plus the one inline head script
 * (by hash), no plugins, no `<style>` elements (style attributes apply), requests only to the site's own origin. Images may come
 * from any https host, as Markdown pages often show badges and screenshots hosted elsewhere.
 */
export function buildContentSecurityPolicy(inlineScriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    // A style attribute an author writes on an element (an image's width) applies: it can run no script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

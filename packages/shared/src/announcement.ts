import { isInternalLink } from './url.js';

/** The site-internal link targets written in an announcement's HTML (`href="/docs/x#y"` → `/docs/x#y`). */
export function listAnnouncementLinks(content: string): string[] {
  return [...content.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => match[1] ?? match[2] ?? '').filter((href) => href && isInternalLink(href));
}

import { isInternalLink } from './url.js';

/**
 * The site-internal link targets written in an announcement's HTML, its links' and its images' (`href="/docs/x#y"`
 * → `/docs/x#y`, `src="/img/new.svg"`), so that a broken one is reported at the config, where it is written.
 */
export function listAnnouncementLinks(content: string): string[] {
  return [...content.matchAll(/\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => match[1] ?? match[2] ?? '').filter((href) => href && isInternalLink(href));
}

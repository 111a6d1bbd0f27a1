import type { ResolvedConfig } from '@docs/shared';
import { defaultCopyright } from '../config/resolve-config.js';
import { markdownTitle } from '../text/markdown-title.js';
import { firstSentence, shortenText } from '../text/plain-text.js';

/** A tagline is one sentence under the site's name. */
const TAGLINE_LENGTH = 160;

/**
 * The config with what the API description's `info` says filled in where the config says nothing: a site
 * built from someone else's description is titled after the API (`info.title`) and introduced by its
 * summary or first sentence, not by the folder it was built in.
 */
export function applyDescriptionInfo(config: ResolvedConfig, document: Record<string, unknown>): ResolvedConfig {
  const info = (document['info'] ?? {}) as Record<string, unknown>;
  const title = !config.given.title && typeof info['title'] === 'string' ? markdownTitle(info['title']) : '';
  const about = typeof info['summary'] === 'string' ? info['summary'] : typeof info['description'] === 'string' ? info['description'] : '';
  const tagline = !config.given.tagline && about ? shortenText(firstSentence(markdownTitle(about, 400)), TAGLINE_LENGTH) : '';
  if (!title && !tagline) return config;
  return {
    ...config,
    ...(title ? { title } : {}),
    ...(tagline ? { tagline } : {}),
    ...(title && !config.given.copyright ? { footer: { ...config.footer, copyright: defaultCopyright(title) } } : {}),
  };
}

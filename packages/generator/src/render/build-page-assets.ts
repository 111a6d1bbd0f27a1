import type { PageAssets } from '@docs/shared';
import type { RuntimeBundle, ScriptEntry } from './bundle-runtime.js';
import { buildContentSecurityPolicy } from './build-content-security-policy.js';

/** The assets of a page that runs the given scripts, with the stylesheet and the page's Content-Security-Policy. */
export function buildPageAssets(stylesheet: string, runtime: RuntimeBundle, scripts: ScriptEntry[]): PageAssets {
  return {
    stylesheets: [stylesheet],
    scripts: scripts.map((script) => script.src),
    modulePreloads: [...new Set(scripts.flatMap((script) => script.preloads))],
    headScript: runtime.headScript,
    contentSecurityPolicy: buildContentSecurityPolicy([runtime.headScriptHash]),
  };
}

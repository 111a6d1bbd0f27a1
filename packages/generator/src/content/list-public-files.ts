import path from 'node:path';
import type { Diagnostic, OutputFile } from '@docs/shared';
import { listStaticFiles } from './list-static-files.js';
import { brokenLinkWarnings, linkIntoOutputErrors } from './list-folder-files.js';
import { compareText } from '../text/compare-text.js';

/** The folder of a templates folder whose files go to the root of the site (the favicon the templates link). */
export function templatesPublicDir(templatesDir: string): string {
  return path.join(templatesDir, 'public');
}

/**
 * The files copied to the root of the site: the templates' own public files, so that templates which link
 * `/favicon.svg` work with any content, and the site's static folder over them (a file of the same path
 * replaces the templates' one). Either folder may be missing. A symbolic link in either that leads
 * nowhere is a warning at the link (`cwd` says how messages name it); none is followed into `avoid`
 * (the output folder).
 */
export async function listPublicFiles(templatesDir: string, staticDir: string, options: { cwd?: string; avoid?: readonly string[] } = {}): Promise<{ files: OutputFile[]; diagnostics: Diagnostic[] }> {
  const { cwd = process.cwd(), avoid = [] } = options;
  const [fromTemplates, fromSite] = await Promise.all([listStaticFiles(templatesPublicDir(templatesDir), avoid), listStaticFiles(staticDir, avoid)]);
  const byPath = new Map(fromTemplates.files.map((file) => [file.path, file]));
  for (const file of fromSite.files) byPath.set(file.path, file);
  return { files: [...byPath.values()].sort((a, b) => compareText(a.path, b.path)), diagnostics: [...linkIntoOutputErrors([...fromTemplates.linksIntoAvoided, ...fromSite.linksIntoAvoided], cwd), ...brokenLinkWarnings([...fromTemplates.brokenLinks, ...fromSite.brokenLinks], cwd)] };
}

import path from 'node:path';
import type { OutputFile } from '@docs/shared';
import { listStaticFiles } from './list-static-files.js';

/** The folder of a templates folder whose files go to the root of the site (the favicon the templates link). */
export function templatesPublicDir(templatesDir: string): string {
  return path.join(templatesDir, 'public');
}

/**
 * The files copied to the root of the site: the templates' own public files, so that templates which link
 * `/favicon.svg` work with any content, and the site's static folder over them (a file of the same path
 * replaces the templates' one). Either folder may be missing.
 */
export async function listPublicFiles(templatesDir: string, staticDir: string): Promise<OutputFile[]> {
  const [fromTemplates, fromSite] = await Promise.all([listStaticFiles(templatesPublicDir(templatesDir)), listStaticFiles(staticDir)]);
  const byPath = new Map(fromTemplates.map((file) => [file.path, file]));
  for (const file of fromSite) byPath.set(file.path, file);
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

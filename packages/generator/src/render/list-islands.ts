import path from 'node:path';
import { readdir } from 'node:fs/promises';

const ISLAND_EXTENSIONS = new Set(['.tsx', '.ts', '.jsx', '.js']);

/** An interactive component of the templates, hydrated in the browser: `templates/islands/<name>.tsx`. */
export interface IslandSource {
  name: string;
  file: string;
}

/** The islands a templates folder provides; a folder without `islands/` has none. */
export async function listIslands(templatesDir: string): Promise<IslandSource[]> {
  const dir = path.join(templatesDir, 'islands');
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => ISLAND_EXTENSIONS.has(path.extname(name)) && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => ({ name: path.basename(name, path.extname(name)), file: path.join(dir, name) }));
}

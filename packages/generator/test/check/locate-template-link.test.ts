import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { build, loadConfig } from '../../src/index.js';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
let site: string;
const at = (file: string) => path.join(site, file);

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'template-links-'));
  await cp(path.join(REPOSITORY, 'templates'), at('templates'), { recursive: true, filter: (from) => !from.includes('node_modules') });
  await cp(path.join(REPOSITORY, 'templates/node_modules'), at('templates/node_modules'), { recursive: true });
  await mkdir(at('content/docs'), { recursive: true });
  await writeFile(at('content/index.md'), '---\ntitle: Home\n---\n\n[Guide](/docs/guide)\n');
  await writeFile(at('content/docs/guide.md'), '---\ntitle: Guide\n---\n\nText.\n');
  return () => rm(site, { recursive: true, force: true });
});

/** The broken links a build reports, each as file:line:column. */
async function brokenLinks(cacheDir?: string): Promise<string[]> {
  const { config } = await loadConfig({ cwd: site });
  const result = await build(config!, { cwd: site, searchIndex: false, workers: 0, ...(cacheDir ? { cacheDir } : {}) });
  return result.diagnostics
    .filter((diagnostic) => diagnostic.code === 'BrokenLink')
    .map((diagnostic) => `${diagnostic.location?.file}:${diagnostic.location?.line ?? ''}:${diagnostic.location?.column ?? ''}`)
    .sort();
}

describe('broken links that no page wrote', () => {
  it('are reported at the line and column of the config or template file that writes them, as the config changes', async () => {
    const config = (comment: string) =>
      `${comment}export default {\n  title: 'Links',\n  url: 'https://links.example',\n  navbar: { links: [{ label: 'Gone', to: '/docs/gone' }] },\n};\n`;
    await writeFile(at('docs.config.ts'), config(''));
    const footer = at('templates/components/Footer.tsx');
    const text = await readFile(footer, 'utf8');
    await writeFile(footer, text.replace('<p className="footer-copyright">', '<a href="/docs/retired">Retired</a>\n        <p className="footer-copyright">'));
    const footerLine = text.slice(0, text.indexOf('<p className="footer-copyright">')).split('\n').length;
    const cacheDir = at('node_modules/.cache/docs');
    expect(await brokenLinks(cacheDir)).toEqual(['docs.config.ts:4:43', `${path.join('templates', 'components', 'Footer.tsx')}:${footerLine}:18`]);
    // A line added above moves the place, though the site built is the same: the kept findings are not reused.
    await writeFile(at('docs.config.ts'), config('// The site of the links.\n'));
    expect(await brokenLinks(cacheDir)).toEqual(['docs.config.ts:5:43', `${path.join('templates', 'components', 'Footer.tsx')}:${footerLine}:18`]);
  });

  it('are reported where a template gives them as a link rather than where a file holds the text, and move with a line added to any template file', async () => {
    await writeFile(at('docs.config.ts'), `export default { title: 'Links', url: 'https://links.example', navbar: { links: [] } };\n`);
    // Read before the footer, a file that only holds the text.
    await writeFile(at('templates/components/Aside.ts'), "export const RETIRED = '/docs/retired';\n");
    const footer = at('templates/components/Footer.tsx');
    const text = await readFile(footer, 'utf8');
    await writeFile(footer, text.replace('<p className="footer-copyright">', '<a href="/docs/retired">Retired</a>\n        <p className="footer-copyright">'));
    const line = text.slice(0, text.indexOf('<p className="footer-copyright">')).split('\n').length;
    const cacheDir = at('node_modules/.cache/docs');
    const footerAt = (n: number) => `${path.join('templates', 'components', 'Footer.tsx')}:${n}:18`;
    expect(await brokenLinks(cacheDir)).toEqual([footerAt(line)]);
    // The footer's compiled code changes with it; the line is found again however the findings were kept.
    await writeFile(footer, `// The footer.\n${await readFile(footer, 'utf8')}`);
    expect(await brokenLinks(cacheDir)).toEqual([footerAt(line + 1)]);
  });

  it('are reported at the templates folder when no file writes them whole', async () => {
    await writeFile(at('docs.config.ts'), `export default { title: 'Links', url: 'https://links.example', navbar: { links: [] } };\n`);
    const footer = at('templates/components/Footer.tsx');
    const text = await readFile(footer, 'utf8');
    await writeFile(footer, text.replace('<p className="footer-copyright">', '<a href={`/docs/${"made"}-up`}>Made up</a>\n        <p className="footer-copyright">'));
    expect(await brokenLinks()).toEqual(['templates::']);
  });
});

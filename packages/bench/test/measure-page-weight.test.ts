import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePageWeight } from '../src/measure-page-weight.js';

async function writeSite(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
  return dir;
}

describe('measurePageWeight', () => {
  it('counts inline and module scripts with their static imports, but not chunks loaded on demand', async () => {
    const dir = await writeSite({
      'index.html':
        '<html><head><link rel="stylesheet" href="/assets/site.css"/><script>document.documentElement.dataset.theme="light"</script>' +
        '<script type="module" src="/assets/bootstrap-A.js"></script></head><body></body></html>',
      'assets/site.css': 'body{color:red}',
      'assets/bootstrap-A.js': 'import{a}from"./chunk-B.js";const load=()=>import("./island-C.js");a(load);',
      'assets/chunk-B.js': 'import"./chunk-D.js";export const a=(f)=>f;',
      'assets/chunk-D.js': 'console.log(1);',
      'assets/island-C.js': 'x'.repeat(100_000),
    });
    const weight = await measurePageWeight(dir, 'index.html');
    expect(weight.files).toEqual(['(inline)', '/assets/bootstrap-A.js', '/assets/chunk-B.js', '/assets/chunk-D.js', '/assets/site.css']);
    expect(weight.js.raw).toBeLessThan(200);
    expect(weight.css.raw).toBe('body{color:red}'.length);
    expect(weight.js.gzip).toBeGreaterThan(0);
  });
});

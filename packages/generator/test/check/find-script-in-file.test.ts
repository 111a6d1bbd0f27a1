import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScriptInFile } from '../../src/check/find-script-in-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'script-in-file-'));
const fileOf = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('findScriptInFile', () => {
  it('finds script a browser runs in copied documents, however it is hidden', () => {
    expect(findScriptInFile(fileOf('plain.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('a <script> element');
    expect(findScriptInFile(fileOf('ns.svg', '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>'))).toBe('a <script> element under a namespace prefix');
    expect(findScriptInFile(fileOf('entity.svg', '<!DOCTYPE svg [<!ENTITY e "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&e;</svg>'))).toBe('an entity declaration (which can hold a <script>)');
    expect(findScriptInFile(fileOf('page.xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'))).toBe('a <script> element');
    expect(findScriptInFile(fileOf('page.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"><body onload="alert(1)"></body></html>'))).toMatch(/onload/);
    // Past the size read closely, the file is still searched for what script needs.
    expect(findScriptInFile(fileOf('big.html', `<script>alert(1)</script><!--${'x'.repeat(5 * 1024 * 1024)}-->`))).toBe('what may be script (too large to read closely)');
  });

  it('finds nothing in documents without script, nor in other files', () => {
    expect(findScriptInFile(fileOf('diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'))).toBeUndefined();
    expect(findScriptInFile(fileOf('feed.xml', '<?xml version="1.0"?><rss><channel><title>Changes</title></channel></rss>'))).toBeUndefined();
    expect(findScriptInFile(fileOf('big.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200_000)}</svg>`))).toBeUndefined();
    expect(findScriptInFile(fileOf('notes.txt', '<script>alert(1)</script>'))).toBeUndefined();
  });
});

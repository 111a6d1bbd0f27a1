import { describe, expect, it } from 'vitest';
import { packText, unpackText } from '../../src/text/packed-text.js';

describe('packText', () => {
  it('gives back every text exactly, whatever its characters', () => {
    for (const text of ['', 'Create a signing', 'café, naïve, 100 €', 'It’s “quoted” — 署名 🖋️ done', '\u0000\u00ff\u0100']) {
      expect(unpackText(packText(text))).toBe(text);
    }
  });

  it('keeps a one-byte text as it is and stores a wider one as UTF-8, in fewer bytes than two a character', () => {
    expect(packText('Remind all unsigned recipients')).toBe('Remind all unsigned recipients');
    const text = `It’s ${'a long paragraph of plain prose '.repeat(50)}`;
    const packed = packText(text);
    expect(packed).toBeInstanceOf(Uint8Array);
    expect((packed as Uint8Array).byteLength).toBeLessThan(text.length * 1.1);
  });
});

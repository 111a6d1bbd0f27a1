import { describe, expect, it } from 'vitest';
import { spellingDistance } from '../../src/search/spelling-distance.js';

describe('spellingDistance', () => {
  it('counts one edit for a swapped pair, a missing, an extra or a wrong letter', () => {
    expect(spellingDistance('sgining', 'signing', 2)).toBe(1);
    expect(spellingDistance('authetication', 'authentication', 2)).toBe(1);
    expect(spellingDistance('webhoook', 'webhook', 2)).toBe(1);
    expect(spellingDistance('signong', 'signing', 2)).toBe(1);
    expect(spellingDistance('signing', 'signing', 2)).toBe(0);
  });

  it('stops counting past the limit', () => {
    expect(spellingDistance('document', 'recipient', 2)).toBe(3);
    expect(spellingDistance('api', 'authentication', 2)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { hasUnsafeIntegers } from '../../src/spec/find-unsafe-integers.js';

describe('hasUnsafeIntegers', () => {
  it('finds an integer past 2^53, negative ones too', () => {
    expect(hasUnsafeIntegers('{"maximum": 9223372036854775807}')).toBe(true);
    expect(hasUnsafeIntegers('{"minimum":-9223372036854775808}')).toBe(true);
    expect(hasUnsafeIntegers('[1, 2, 1234567890123456789]')).toBe(true);
  });

  it('passes safe integers, fractions and exponents, and digits inside strings', () => {
    expect(hasUnsafeIntegers('{"a": 9007199254740991, "b": -9007199254740991}')).toBe(false);
    expect(hasUnsafeIntegers('{"a": 12345678901234567.5, "b": 1.5e300, "c": 12345678901234567890e-5}')).toBe(false);
    expect(hasUnsafeIntegers('{"id": "9223372036854775807", "q": "a \\" 9223372036854775807"}')).toBe(false);
  });
});

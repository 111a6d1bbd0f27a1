import { describe, expect, it } from 'vitest';
import { median, percentile } from '../src/format-report.js';

describe('percentile', () => {
  const oneTo = (n: number) => Array.from({ length: n }, (_, at) => n - at);

  it('is the nearest rank: the smallest value that the share of values do not exceed', () => {
    expect(percentile(oneTo(100), 0.95)).toBe(95);
    expect(percentile(oneTo(40), 0.95)).toBe(38);
    expect(percentile(oneTo(20), 0.95)).toBe(19);
    expect(percentile(oneTo(20), 0.5)).toBe(10);
  });

  it('of fewer than 20 values, the 95th is the slowest', () => {
    expect(percentile(oneTo(10), 0.95)).toBe(10);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('reads nothing into no values, and leaves them in their order', () => {
    expect(percentile([], 0.95)).toBe(0);
    const values = [3, 1, 2];
    percentile(values, 0.95);
    expect(values).toEqual([3, 1, 2]);
    expect(median(values)).toBe(2);
  });
});

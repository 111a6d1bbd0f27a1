import { describe, expect, it } from 'vitest';
import { parseTimeOutput, TIME_FORMAT } from '../src/parse-time-output.js';

describe('parseTimeOutput', () => {
  it('reads elapsed time, user plus system CPU time and peak memory from the marked line', () => {
    expect(parseTimeOutput('bench-time elapsed=9.31 user=14.20 system=1.05 maxrss=3584012\n')).toEqual({ elapsedSeconds: 9.31, cpuSeconds: 15.25, maxRssKb: 3584012 });
  });

  it('finds the line among the ones GNU time adds for a failed command', () => {
    const text = 'Command exited with non-zero status 255\nbench-time elapsed=0.12 user=0.08 system=0.02 maxrss=51200\n';
    expect(parseTimeOutput(text)).toMatchObject({ elapsedSeconds: 0.12, maxRssKb: 51200 });
    expect(parseTimeOutput(text)!.cpuSeconds).toBeCloseTo(0.1);
  });

  it('returns undefined when there is no measurement', () => {
    expect(parseTimeOutput('Command terminated by signal 9\n')).toBeUndefined();
    expect(parseTimeOutput('')).toBeUndefined();
  });

  it('parses what its own format produces', () => {
    const filled = TIME_FORMAT.replace('%e', '1.50').replace('%U', '2.00').replace('%S', '0.25').replace('%M', '1024');
    expect(parseTimeOutput(filled)).toEqual({ elapsedSeconds: 1.5, cpuSeconds: 2.25, maxRssKb: 1024 });
  });
});

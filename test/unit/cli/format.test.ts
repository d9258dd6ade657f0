import { describe, expect, it } from 'vitest';
import { count, plural } from '../../../electron/cli/format.js';

describe('count', () => {
  it('writes counts the way en-US Intl does, without Intl', () => {
    for (const n of [0, 1, 12, 999, 1000, 12_345, 999_999, 1_000_000, 2_000_000, 1_234_567_890, -1, -1000, -1_234_567, 0.5, 1234.5]) {
      expect(count(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('plural says one or many', () => {
    expect(plural(1, 'memory', 'memories')).toBe('1 memory');
    expect(plural(12_000, 'line')).toBe('12,000 lines');
  });
});

import { describe, expect, it } from 'vitest';
import { flag, numberish } from '../src/zod-options';

describe('option helpers', () => {
  it('numberish takes numbers and numeric strings, not empty strings or junk', () => {
    const s = numberish();
    expect(s.parse(3)).toBe(3);
    expect(s.parse(' 12 ')).toBe(12);
    expect(s.parse('56.25')).toBe(56.25);
    expect(s.safeParse('').success).toBe(false);
    expect(s.safeParse('abc').success).toBe(false);
  });

  it("flag reads 'false' and '0' as false", () => {
    const f = flag();
    expect([true, 1, '1', 'true'].map((v) => f.parse(v))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', ''].map((v) => f.parse(v))).toEqual([false, false, false, false, false]);
    expect(f.safeParse('yes').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/lib/cpu-slowdown.ts';

describe('cpuSlowdownFor', () => {
  it('gives Lighthouse default of 4x near the reference index, more on faster hosts', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(3300)).toBeCloseTo(11.58, 1);
  });

  it('gives less on slower hosts, never below 1x', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(60)).toBe(1);
  });

  it('refuses what is not an index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});

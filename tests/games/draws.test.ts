// Lottery draws look like the game: dice, digits, balls without repeats, a full ranking.
import { describe, expect, it } from 'vitest';
import { DRAW_FORMATS, drawFor, drawFormat } from '../../src/shared/games/index.ts';

const periods = Array.from({ length: 200 }, (_, i) => 29_000_000 + i);

describe('lottery draws', () => {
  it('Fast 3 throws three dice', () => {
    for (const p of periods) {
      const draw = drawFor('FAST3', 'FAST3', p);
      expect(draw).toHaveLength(3);
      expect(draw.every((n) => n >= 1 && n <= 6)).toBe(true);
    }
    // All six faces turn up over 200 draws.
    expect(new Set(periods.flatMap((p) => drawFor('FAST3', 'FAST3', p))).size).toBe(6);
  });

  it('11×5 draws five different balls of 1-11 in order; keno twenty of 1-80', () => {
    for (const p of periods) {
      const e11 = drawFor('E11', 'E11', p);
      expect(new Set(e11).size).toBe(5);
      expect([...e11].sort((a, b) => a - b)).toEqual(e11);
      expect(e11.every((n) => n >= 1 && n <= 11)).toBe(true);
      const keno = drawFor('EK3', 'EK3', p);
      expect(new Set(keno).size).toBe(20);
      expect(keno.every((n) => n >= 1 && n <= 80)).toBe(true);
    }
  });

  it('PK 10 ranks all ten cars; a 4D draws four digits; the same period draws the same', () => {
    for (const p of periods) {
      expect([...drawFor('PK10', 'PK10', p)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const fourD = drawFor('MY4D', 'MY4D', p);
      expect(fourD).toHaveLength(4);
      expect(fourD.every((n) => Number.isInteger(n) && n >= 0 && n <= 9)).toBe(true);
    }
    expect(drawFor('TH', 'TH', 7)).toEqual(drawFor('TH', 'TH', 7));
    expect(periods.some((p) => drawFor('TH', 'TH', p).join() !== drawFor('TH', 'TH', p + 1).join())).toBe(true);
  });

  it('every game has play types, its default first', () => {
    for (const [code, format] of Object.entries(DRAW_FORMATS)) expect(format.playTypes.length, code).toBeGreaterThan(1);
    expect(drawFormat('FAST3').playTypes[0]).toBe('SUM');
    expect(drawFormat('UNKNOWN').kind).toBe('digits');
  });
});

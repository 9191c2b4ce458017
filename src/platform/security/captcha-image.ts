/**
 * A captcha a person can read: characters from an unambiguous alphabet (as many, and of the kind,
 * the merchant's captcha field rule asks: src/shared/captcha.ts), drawn with a 5x7 bitmap font
 * scaled up, with per-glyph jitter, noise dots and lines, as a base64 PNG.
 */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { captchaPlan, CAPTCHA_DIGITS, CAPTCHA_LETTERS, drawCaptchaText } from '../../shared/captcha.ts';
import type { PatternRule } from '../../shared/patterns.ts';

const FONT: Record<string, string[]> = {
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

export const CAPTCHA_ALPHABET = CAPTCHA_DIGITS + CAPTCHA_LETTERS;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;
const PITCH = 24;
/** Width for a text of `length` characters (130 px for five). */
export const captchaWidth = (length: number): number => 10 + length * PITCH;

/** A text that passes the merchant's captcha field rule (the default shape without one). */
export function randomCaptchaText(rule?: PatternRule): string {
  return drawCaptchaText(captchaPlan(rule), (n) => randomInt(n));
}

/** The glyph bitmap of a character (tests use it to read the image back). */
export const glyph = (ch: string): string[] | undefined => FONT[ch];

export function renderCaptcha(text: string): { png: Buffer; base64: string } {
  const CAPTCHA_WIDTH = captchaWidth([...text].length);
  const image = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const set = (x: number, y: number, r: number, g: number, b: number): void => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + x) * 4;
    image.data[i] = r;
    image.data[i + 1] = g;
    image.data[i + 2] = b;
    image.data[i + 3] = 255;
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) set(x, y, 236 + randomInt(20), 236 + randomInt(20), 236 + randomInt(20));
  }
  // Light noise under the glyphs keeps them readable for people.
  for (let n = 0; n < 3; n += 1) {
    const y0 = randomInt(CAPTCHA_HEIGHT);
    const y1 = randomInt(CAPTCHA_HEIGHT);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) set(x, Math.round(y0 + ((y1 - y0) * x) / CAPTCHA_WIDTH), 170, 170, 190);
  }
  for (let n = 0; n < 260; n += 1) set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), 150 + randomInt(60), 150 + randomInt(60), 150 + randomInt(60));
  [...text].forEach((ch, index) => {
    const rows = FONT[ch];
    if (!rows) throw new Error(`no glyph for ${ch}`);
    const left = 6 + index * PITCH + randomInt(5) - 2;
    const top = 6 + randomInt(5) - 2;
    const [r, g, b] = [randomInt(90), randomInt(90), 60 + randomInt(90)];
    rows.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) set(left + gx * SCALE + dx, top + gy * SCALE + dy, r, g, b);
        }
      });
    });
  });
  const png = PNG.sync.write(image);
  return { png, base64: png.toString('base64') };
}

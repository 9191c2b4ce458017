// What the captcha image can show, and how a merchant's captcha field rule picks from it: the
// image's text must pass that very rule (registration checks the typed answer against it), so
// its length and alphabet follow the rule. The validator refuses a rule no drawn text can pass.
import type { PatternKind, PatternRule } from './patterns.ts';

/** Letters and digits a person cannot mistake for one another (no I/O/Q, no 0/1). */
export const CAPTCHA_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const CAPTCHA_DIGITS = '23456789';
/** The image fits this many characters; more would be unreadable on a phone. */
export const CAPTCHA_MAX_LENGTH = 8;
/** The length drawn when the rule allows it (and when no rule is set). */
export const CAPTCHA_PREFERRED_LENGTH = 5;

interface CaptchaShape {
  /** Characters every position may take. */
  alphabet: string;
  /** Characters the first position must take (letterFirstAlnum). */
  first?: string;
  /** Each listed set must appear at least once. */
  mustContain?: string[];
  /** Smallest length the shape can fill (the mustContain sets need their places). */
  minLength: number;
}

const ALNUM = CAPTCHA_LETTERS + CAPTCHA_DIGITS;

/** The pattern kinds the generator can satisfy, each with the shape it draws. */
const SHAPES: Partial<Record<PatternKind, CaptchaShape>> = {
  any: { alphabet: ALNUM, minLength: 1 },
  noSpaces: { alphabet: ALNUM, minLength: 1 },
  alnumSymbols: { alphabet: ALNUM, minLength: 1 },
  alnum: { alphabet: ALNUM, minLength: 1 },
  digits: { alphabet: CAPTCHA_DIGITS, minLength: 1 },
  alnumUpper: { alphabet: ALNUM, mustContain: [CAPTCHA_LETTERS], minLength: 1 },
  alnumMixed: { alphabet: ALNUM, mustContain: [CAPTCHA_LETTERS, CAPTCHA_DIGITS], minLength: 2 },
  letterFirstAlnum: { alphabet: ALNUM, first: CAPTCHA_LETTERS, minLength: 1 },
  upperNoSpaces: { alphabet: CAPTCHA_LETTERS, minLength: 1 },
  englishSpaces: { alphabet: CAPTCHA_LETTERS, minLength: 1 },
  lettersSpaces: { alphabet: CAPTCHA_LETTERS, minLength: 1 },
  upperSpaces: { alphabet: CAPTCHA_LETTERS, minLength: 1 },
};

export const CAPTCHA_KINDS = Object.keys(SHAPES) as PatternKind[];

/** The captcha's plan for a rule: how many characters from which shape. */
export interface CaptchaPlan {
  length: number;
  shape: CaptchaShape;
}

const DEFAULT_PLAN: CaptchaPlan = { length: CAPTCHA_PREFERRED_LENGTH, shape: SHAPES.alnum! };

/**
 * Why the generator cannot draw a text that passes `rule`, as a sentence, or null when it can.
 * (npm run validate reports it at the rule's kind or length.)
 */
export function captchaRuleProblem(rule: PatternRule): { at: 'kind' | 'min' | 'max'; message: string } | null {
  const shape = rule.kind === 'custom' ? undefined : SHAPES[rule.kind];
  if (!shape) {
    return { at: 'kind', message: `the captcha image shows only letters and digits, so it cannot follow kind '${rule.kind}'; use one of ${CAPTCHA_KINDS.join(', ')}` };
  }
  if (rule.min > CAPTCHA_MAX_LENGTH) {
    return { at: 'min', message: `the captcha image shows at most ${CAPTCHA_MAX_LENGTH} characters, so min may not exceed ${CAPTCHA_MAX_LENGTH}` };
  }
  if (rule.max < Math.max(rule.min, shape.minLength)) {
    return { at: 'max', message: `max ${rule.max} leaves no captcha length: kind '${rule.kind}' needs at least ${Math.max(rule.min, shape.minLength)} characters` };
  }
  return null;
}

/** The plan for the merchant's captcha field rule; no rule (or one validate refuses) draws the default. */
export function captchaPlan(rule: PatternRule | undefined): CaptchaPlan {
  if (!rule || captchaRuleProblem(rule)) return DEFAULT_PLAN;
  const shape = SHAPES[rule.kind as PatternKind]!;
  const low = Math.max(rule.min, shape.minLength, 1);
  const high = Math.min(rule.max, CAPTCHA_MAX_LENGTH);
  return { length: Math.min(Math.max(CAPTCHA_PREFERRED_LENGTH, low), high), shape };
}

/** A text for the plan; `pick(n)` returns a random integer below n (crypto on the platform). */
export function drawCaptchaText(plan: CaptchaPlan, pick: (n: number) => number): string {
  const { shape, length } = plan;
  const chars = Array.from({ length }, (_, i) => {
    const set = i === 0 && shape.first ? shape.first : shape.alphabet;
    return set[pick(set.length)]!;
  });
  // A missing required set replaces one character. Each drawn character is a letter or a digit,
  // so at most one of the (at most two) sets is missing and the other keeps a place.
  for (const set of shape.mustContain ?? []) {
    if (chars.some((ch) => set.includes(ch))) continue;
    chars[pick(length)] = set[pick(set.length)]!;
  }
  return chars.join('');
}

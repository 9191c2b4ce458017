// Pattern kinds (spec section 5). A registration field names a kind plus min/max; the regex is
// built here, in one place, so the portal, the platform and the validator agree, and the user
// only ever sees the kind's translated message (never a raw regex).
//
// Every regex is compiled with the `u` flag: lengths count code points (one Thai, Han or emoji
// character is one character) and scripts are matched with Unicode properties.

export const PATTERN_KINDS = [
  'any',
  'letterFirstAlnum',
  'chineseDigits',
  'email',
  'alnum',
  'alnumMixed',
  'digits',
  'alnumUpper',
  'englishSpaces',
  'noSpaces',
  'chinesePunct',
  'lettersSpaces',
  'korean',
  'thai',
  'thaiEnglishSpaces',
  'upperSpaces',
  'alnumSymbols',
  'strongPassword',
  'fullName',
  'japaneseFullWidth',
  'upperNoSpaces',
] as const;

export type PatternKind = (typeof PATTERN_KINDS)[number];

/** A rule as it appears in merchant config and in the platform's registration settings. */
export interface PatternRule {
  kind: PatternKind | 'custom';
  min: number;
  max: number;
  messageKey: string;
  /** Only for kind `custom`: an operator-written regex source (checked for safety by validate). */
  regex?: string;
}

/** What a field's setting looks like; extra properties (labels, order, …) are ignored here. */
export interface FieldSetting {
  shown: boolean;
  required: boolean;
  pattern?: PatternRule;
}

export interface FieldProblem {
  messageKey: string;
  /**
   * `context: 'exact'` when min = max: i18next then reads `<key>_exact` ("6 digits", not "6–6
   * digits") where a language has it, else the key itself.
   */
  params: { min: number; max: number; context?: 'exact' };
}

// Character classes shared by several kinds. Kanji/Hanzi are the Han script; full-width kana are
// the Hiragana (U+3040–309F) and Katakana (U+30A0–30FF, includes the long-vowel mark ー) blocks,
// which deliberately leaves out half-width katakana.
const HAN = '\\p{Script=Han}';
const THAI = '\\p{Script=Thai}';
const HANGUL = '\\p{Script=Hangul}';
const LETTER = '\\p{L}\\p{M}';
const ASCII_VISIBLE = '\\x21-\\x7E';
const NAME = `${LETTER}'.\\-`; // escaped hyphen: NAME is followed by a space in one class

const len = (min: number, max: number) => `{${min},${max}}`;
// For kinds whose shape is not a single character class, the length goes in a lookahead.
const lengthAhead = (min: number, max: number) => `(?=[\\s\\S]${len(min, max)}$)`;

type Builder = (min: number, max: number) => string;

interface KindDefinition {
  kind: PatternKind;
  messageKey: string;
  build: Builder;
}

const builders: Record<PatternKind, Builder> = {
  any: (min, max) => `^[\\s\\S]${len(min, max)}$`,
  // The first letter takes one of the characters, so the tail is one shorter on both ends.
  letterFirstAlnum: (min, max) => `^[A-Za-z][A-Za-z0-9]${len(Math.max(min - 1, 0), Math.max(max - 1, 0))}$`,
  chineseDigits: (min, max) => `^[${HAN}0-9]${len(min, max)}$`,
  // No repeated group (star height 1), so safe-regex2 accepts it like any operator regex; the
  // domain needs a dot and may not end with one.
  email: (min, max) => `^${lengthAhead(min, max)}[^\\s@]+@[^\\s@.]+\\.[^\\s@]*[^\\s@.]$`,
  alnum: (min, max) => `^[A-Za-z0-9]${len(min, max)}$`,
  alnumMixed: (min, max) => `^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]${len(min, max)}$`,
  digits: (min, max) => `^[0-9]${len(min, max)}$`,
  alnumUpper: (min, max) => `^(?=[^A-Z]*[A-Z])[A-Za-z0-9]${len(min, max)}$`,
  englishSpaces: (min, max) => `^[A-Za-z ]${len(min, max)}$`,
  noSpaces: (min, max) => `^\\S${len(min, max)}$`,
  chinesePunct: (min, max) => `^[${HAN}\\p{P}]${len(min, max)}$`,
  lettersSpaces: (min, max) => `^[${LETTER} ]${len(min, max)}$`,
  korean: (min, max) => `^${HANGUL}${len(min, max)}$`,
  thai: (min, max) => `^${THAI}${len(min, max)}$`,
  thaiEnglishSpaces: (min, max) => `^[${THAI}A-Za-z ]${len(min, max)}$`,
  upperSpaces: (min, max) => `^(?=[^\\p{Lu}]*\\p{Lu})[\\p{Lu} ]${len(min, max)}$`,
  alnumSymbols: (min, max) => `^[${ASCII_VISIBLE}]${len(min, max)}$`,
  strongPassword: (min, max) =>
    `^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])(?=[a-zA-Z0-9]*[^a-zA-Z0-9])[${ASCII_VISIBLE}]${len(min, max)}$`,
  // A first name, a space, then the rest (middle names allowed), ending in a name character.
  fullName: (min, max) => `^${lengthAhead(min, max)}[${NAME}]+ [${NAME} ]*[${NAME}]$`,
  japaneseFullWidth: (min, max) => `^[\\u3040-\\u309F\\u30A0-\\u30FF${HAN}]${len(min, max)}$`,
  upperNoSpaces: (min, max) => `^\\p{Lu}${len(min, max)}$`,
};

/** The 21 kinds, each with its default message key (`pattern.<kind>`, params min and max). */
export const PATTERN_DEFINITIONS: readonly KindDefinition[] = PATTERN_KINDS.map((kind) => ({
  kind,
  messageKey: `pattern.${kind}`,
  build: builders[kind],
}));

/** Message shown when a required field is empty. */
export const REQUIRED_MESSAGE_KEY = 'pattern.required';

export function isPatternKind(value: string): value is PatternKind {
  return (PATTERN_KINDS as readonly string[]).includes(value);
}

/** The regex source for a rule (compile it with the `u` flag). */
export function patternSource(rule: PatternRule): string {
  if (rule.kind === 'custom') {
    if (rule.regex === undefined) throw new Error('A custom pattern needs a regex');
    return rule.regex;
  }
  return builders[rule.kind](rule.min, rule.max);
}

/** What the platform sends as `acceptedPattern`: `*` means any text. */
export function acceptedPattern(rule: PatternRule): string {
  return rule.kind === 'any' ? '*' : patternSource(rule);
}

export function compilePattern(rule: PatternRule): RegExp {
  return new RegExp(patternSource(rule), 'u');
}

/**
 * Checks one input against its field setting. Hidden fields and empty optional fields pass.
 * The length bounds are checked for custom regexes too, since an operator's regex may omit them.
 */
export function checkField(value: string, setting: FieldSetting): FieldProblem | null {
  const rule = setting.pattern;
  const params: FieldProblem['params'] = { min: rule?.min ?? 0, max: rule?.max ?? 0 };
  if (rule && rule.min === rule.max) params.context = 'exact';
  if (!setting.shown) return null;
  if (value.trim() === '') {
    return setting.required ? { messageKey: REQUIRED_MESSAGE_KEY, params } : null;
  }
  if (!rule) return null;
  const length = [...value].length;
  const fits = length >= rule.min && length <= rule.max && compilePattern(rule).test(value);
  return fits ? null : { messageKey: rule.messageKey, params };
}

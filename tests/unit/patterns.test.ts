import safeRegex from 'safe-regex2';
import { describe, expect, it } from 'vitest';
import {
  PATTERN_DEFINITIONS,
  PATTERN_KINDS,
  acceptedPattern,
  checkField,
  compilePattern,
  type PatternKind,
} from '../../src/shared/patterns.ts';

const rule = (kind: PatternKind, min = 2, max = 20) => ({ kind, min, max, messageKey: `pattern.${kind}` });
const matches = (kind: PatternKind, value: string, min = 2, max = 20) => compilePattern(rule(kind, min, max)).test(value);

// Each kind: values it must accept and values it must reject (within the 2–20 bounds).
const cases: Record<PatternKind, [accept: string[], reject: string[]]> = {
  any: [['a b!', '文字'], ['', 'x'.repeat(21)]],
  letterFirstAlnum: [['ab12', 'Z9'], ['1abc', 'ab_c', 'a']],
  chineseDigits: [['张三123', '中文'], ['abc', '张 三']],
  email: [['a@b.co', 'x.y@mail.co.uk'], ['a@b', 'a b@c.de', 'a@b.c.', 'a@@b.cd']],
  alnum: [['abc123', 'ABC'], ['ab-c', 'ab c', 'ñandú']],
  alnumMixed: [['abc123', '1a'], ['abcdef', '123456']],
  digits: [['0123', '99'], ['12a', '１２']],
  alnumUpper: [['Abc123', 'AB'], ['abc123', 'A_b']],
  englishSpaces: [['John Doe', 'ab'], ['John1', 'Jöhn']],
  noSpaces: [['a-b_c!', '中文'], ['a b', 'a\tb']],
  chinesePunct: [['你好，世界。', '张·三'], ['你好a', '你好1']],
  lettersSpaces: [['Nguyễn Văn', 'สมชาย', 'Анна Ли'], ['John1', 'a_b']],
  korean: [['홍길동', '한국'], ['홍길동a', 'ab']],
  thai: [['สมชาย', 'ไทย'], ['สมชาย a', 'ab']],
  thaiEnglishSpaces: [['สมชาย Lee', 'ab'], ['สมชาย1', '中文']],
  upperSpaces: [['NGUYỄN VĂN A', 'AB'], ['Nguyen', '   ', 'A1']],
  alnumSymbols: [['a1!@#', 'Pass#1'], ['a b', 'пароль']],
  strongPassword: [['Abcdef1!', 'xY9$'], ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12']],
  fullName: [['John Doe', 'Nguyễn Văn An', "O'Neil Smith"], ['John', 'John ', ' John Doe']],
  japaneseFullWidth: [['やまだ', 'ヤマダ', '山田', 'ラーメン'], ['ﾔﾏﾀﾞ', 'yamada']],
  upperNoSpaces: [['ABC', 'ÉCOLE'], ['AB C', 'Abc', 'AB1']],
};

describe('pattern kinds', () => {
  it('has the 21 kinds of spec section 5, each with message key pattern.<kind>', () => {
    expect(PATTERN_KINDS).toHaveLength(21);
    expect(PATTERN_DEFINITIONS.map((d) => d.messageKey)).toEqual(PATTERN_KINDS.map((k) => `pattern.${k}`));
  });

  for (const kind of PATTERN_KINDS) {
    const [accept, reject] = cases[kind];
    it(`${kind} accepts ${accept.join(' | ')} and rejects ${reject.join(' | ')}`, () => {
      for (const value of accept) expect(matches(kind, value), value).toBe(true);
      for (const value of reject) expect(matches(kind, value), value).toBe(false);
    });

    it(`${kind} builds a regex safe from catastrophic backtracking`, () => {
      expect(safeRegex(compilePattern(rule(kind, 1, 50)).source)).toBe(true);
    });
  }

  it('counts code points, not UTF-16 units, against min and max', () => {
    expect(matches('any', '😀😀', 2, 2)).toBe(true);
    expect(matches('chineseDigits', '𠀀𠀁', 2, 2)).toBe(true);
    expect(matches('lettersSpaces', 'ab', 3, 5)).toBe(false);
    expect(matches('letterFirstAlnum', 'a12345', 2, 5)).toBe(false);
    expect(matches('letterFirstAlnum', 'a1234', 2, 5)).toBe(true);
  });

  it('sends * as the accepted pattern for kind any and the regex source otherwise', () => {
    expect(acceptedPattern(rule('any'))).toBe('*');
    expect(acceptedPattern(rule('digits', 4, 6))).toBe('^[0-9]{4,6}$');
  });
});

describe('checkField', () => {
  const email = { shown: true, required: true, pattern: rule('email', 6, 30) };

  it('passes hidden fields and empty optional fields', () => {
    expect(checkField('', { ...email, shown: false })).toBeNull();
    expect(checkField('', { ...email, required: false })).toBeNull();
  });

  it('asks for required fields with pattern.required', () => {
    expect(checkField('  ', email)).toEqual({ messageKey: 'pattern.required', params: { min: 6, max: 30 } });
  });

  it("returns the rule's message key with min and max, never a regex", () => {
    expect(checkField('not-an-email', email)).toEqual({ messageKey: 'pattern.email', params: { min: 6, max: 30 } });
    expect(checkField('me@example.com', email)).toBeNull();
  });

  it('applies min and max to custom regexes that do not state them', () => {
    const custom = { shown: true, required: true, pattern: { kind: 'custom' as const, regex: '^[0-9]+$', min: 4, max: 6, messageKey: 'pattern.pin' } };
    expect(checkField('123', custom)).toEqual({ messageKey: 'pattern.pin', params: { min: 4, max: 6 } });
    expect(checkField('1234', custom)).toBeNull();
    expect(checkField('1234567', custom)?.messageKey).toBe('pattern.pin');
  });
});

// Regression: the captcha image always showed 5 characters, so vnlotto (digits 4–4) and cnstar
// (alnum 4–4) refused every answer and nobody could register. The drawn text now passes the
// merchant's captcha field rule, and validate refuses a rule the generator cannot satisfy.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_KINDS, CAPTCHA_MAX_LENGTH, captchaRuleProblem } from '../../src/shared/captcha.ts';
import { checkField, PATTERN_KINDS, type PatternRule } from '../../src/shared/patterns.ts';
import { loadMerchants } from '../../src/shared/config/index.ts';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { CAPTCHA_ALPHABET, glyph, randomCaptchaText } from '../../src/platform/security/captcha-image.ts';
import { createFixture, positionOf } from './helpers/merchant-fixture.ts';

const rule = (kind: PatternRule['kind'], min: number, max: number): PatternRule => ({ kind, min, max, messageKey: `pattern.${kind}` });

describe('captcha text follows the captcha field rule', () => {
  it.each([
    ['vnlotto', rule('digits', 4, 4), /^[0-9]{4}$/],
    ['cnstar', rule('alnum', 4, 4), /^[A-Z0-9]{4}$/],
    ['bdwin', rule('alnum', 4, 6), /^[A-Z0-9]{5}$/],
  ])('%s: the text passes its rule', (_merchant, captcha, shape) => {
    for (let i = 0; i < 200; i += 1) {
      const text = randomCaptchaText(captcha);
      expect(text).toMatch(shape);
      expect(checkField(text, { shown: true, required: true, pattern: captcha })).toBeNull();
    }
  });

  it('every kind the generator accepts, at every length it accepts, gives passing text', () => {
    for (const kind of CAPTCHA_KINDS) {
      for (let min = 0; min <= CAPTCHA_MAX_LENGTH + 1; min += 1) {
        for (let max = Math.max(min, 1); max <= CAPTCHA_MAX_LENGTH + 2; max += 1) {
          const r = rule(kind, min, max);
          if (captchaRuleProblem(r)) continue;
          for (let i = 0; i < 20; i += 1) {
            const text = randomCaptchaText(r);
            expect(checkField(text, { shown: true, required: true, pattern: r }), `${kind} ${min}-${max}: ${text}`).toBeNull();
          }
        }
      }
    }
  });

  it('refuses the kinds it cannot draw and lengths the image cannot hold', () => {
    const refused = [...PATTERN_KINDS, 'custom' as const].filter((kind) => captchaRuleProblem(rule(kind, 4, 4)));
    expect(refused).toEqual(['chineseDigits', 'email', 'chinesePunct', 'korean', 'thai', 'thaiEnglishSpaces', 'strongPassword', 'fullName', 'japaneseFullWidth', 'custom']);
    expect(captchaRuleProblem(rule('alnum', 9, 12))?.at).toBe('min');
    expect(captchaRuleProblem(rule('alnumMixed', 1, 1))?.at).toBe('max');
  });

  it('every character it can draw has a glyph in the image font', () => {
    for (const ch of CAPTCHA_ALPHABET) expect(glyph(ch), ch).toBeDefined();
  });
});

describe('validate refuses a captcha rule the generator cannot satisfy', () => {
  it('reports a kind the image cannot show at the kind', () => {
    const fixture = createFixture();
    const text = fixture.edit('vnlotto', '"captcha": { "shown": true, "required": true, "pattern": { "kind": "digits"', '"captcha": { "shown": true, "required": true, "pattern": { "kind": "thai"');
    const { problems } = loadMerchants(fixture.merchantsDir, { localesDir: fixture.localesDir });
    const at = positionOf(text, '"thai", "min": 4, "max": 4, "messageKey": "pattern.digits"');
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/registration/fields/captcha/pattern/kind', keyword: 'captcha-rule', ...at, message: expect.stringMatching(/^the captcha image shows only letters and digits, so it cannot follow kind 'thai'/) }),
    ]);
  });

  it('npm run validate prints file:line:col, the pointer and the sentence for a length the image cannot hold', () => {
    const fixture = createFixture(['cnstar']);
    const text = fixture.edit('cnstar', '"pattern": { "kind": "alnum", "min": 4, "max": 4, "messageKey": "pattern.alnum" } },\n      "affiliateCode"', '"pattern": { "kind": "alnum", "min": 10, "max": 12, "messageKey": "pattern.alnum" } },\n      "affiliateCode"');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/validate.ts'), fixture.file('cnstar')], { cwd: repoRoot, encoding: 'utf8' });
    const at = positionOf(text, '10, "max": 12');
    const file = relative(repoRoot, fixture.file('cnstar'));
    expect(run.stderr.trim()).toBe(`${file}:${at.line}:${at.column} /registration/fields/captcha/pattern/min: the captcha image shows at most 8 characters, so min may not exceed 8 [captcha-rule]`);
    expect(run.status).toBe(1);
  });
});

// Regression: the portal showed the platform's English messages ("Incorrect
// username or password", "Please enter the captcha") in a Bengali, Vietnamese or Chinese portal.
// Every errorCode the platform can send has errorCode.<code> in every shipped language. The list
// is built from the call schemas (their `errors` and schemas/api-errors.json): every code a
// platform source file raises must be declared there (the types enforce that too), so a new code
// without a call schema's declaration or without translations fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DESK_ERROR_CODES, errorCodeKey, PLATFORM_ERROR_CODES, PORTAL_ERROR_CODES } from '../../src/shared/api/error-codes.ts';
import { CLIENT_ERROR_CODES } from '../../src/shared/api/errors.ts';
import { errorText } from '../../src/portal/i18n/error-text.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const localesDir = join(root, 'src/shared/i18n/locales');
const LANGUAGES = readdirSync(localesDir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
const load = (code: string) => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Codes the platform's (and the portal's own) sources raise: new ApiError(status, 'x'), fail('x'), new RoundError('x'), badRequest(reply, 'x'), and code constants. */
function raisedCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /new ApiError\(\s*\d+\s*,\s*'([^']+)'/g,
    /\bfail\(\s*'([^']+)'/g,
    /new RoundError\(\s*'([^']+)'/g,
    /badRequest\(\s*\w+\s*,\s*'([^']+)'/g,
    /'([^']+)'\s+satisfies (?:Platform|Portal)ErrorCode/g,
    /new PlatformError\(\s*'([^']+)'/g,
    /\berrorCode(?::| =) '([^']+)'/g,
  ];
  for (const file of [...sourceFiles(join(root, 'src/platform')), ...sourceFiles(join(root, 'src/portal'))]) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1]!, relative(root, file));
  }
  return found;
}

const ALL_CODES = [...PLATFORM_ERROR_CODES, ...PORTAL_ERROR_CODES];

describe('every errorCode has a message in every shipped language', () => {
  it('the call schemas declare every code the platform raises', () => {
    const raised = raisedCodes();
    expect(raised.size).toBeGreaterThan(40);
    // The desk's own codes are translated in the desk's locales (tests/unit/desk-locales.test.ts).
    const listed: readonly string[] = [...ALL_CODES, ...DESK_ERROR_CODES];
    const unlisted = [...raised].filter(([code]) => !listed.includes(code)).map(([code, file]) => `${code} (${file})`);
    expect(unlisted).toEqual([]);
    expect([...Object.values(CLIENT_ERROR_CODES)].filter((code) => !(PORTAL_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('ships at least BN, CN, EN, VI', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['BN', 'CN', 'EN', 'VI']));
  });

  for (const language of LANGUAGES) {
    it(`${language}: a message for each of the ${ALL_CODES.length} codes${language === 'EN' ? '' : ', in its own words'}`, async () => {
      const strings = load(language);
      const t = i18next.createInstance();
      await t.init({ lng: language, resources: { [language]: { translation: strings } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
      const problems: string[] = [];
      for (const code of ALL_CODES) {
        const text = strings[errorCodeKey(code)];
        if (!text?.trim()) problems.push(`${code}: missing`);
        else if (language !== 'EN' && text === EN[errorCodeKey(code)]) problems.push(`${code}: still the English text`);
        // What the portal shows for the error, whatever English message the platform sent.
        else if (errorText(t.t.bind(t), { errorCode: code, value: null }) !== text) problems.push(`${code}: not what the portal shows`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('an unknown code reads "unknown error" in the member\'s language, never the platform\'s text', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'BN', resources: { BN: { translation: load('BN') } }, keySeparator: false, nsSeparator: false });
    expect(errorText(t.t.bind(t), { errorCode: 'some.new.code', value: null })).toBe(load('BN')['error.unknown']);
  });
});

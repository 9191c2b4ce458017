// The language catalogue a merchant picks its supported languages from. Codes are the
// platform's upper-case codes (CN, not ZH). The schema's LanguageCode enum must list the same
// codes; tests/unit/languages.test.ts keeps the two in step.

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Platform language code, sent in the Language header (its English name is the comment in LANGUAGES). */
  code: string;
  /** BCP 47 tag for Intl formatting and the html lang attribute. */
  locale: string;
  dir: TextDirection;
}

const ltr = (code: string, locale: string): Language => ({ code, locale, dir: 'ltr' });
const rtl = (code: string, locale: string): Language => ({ code, locale, dir: 'rtl' });

// The English names are comments: nothing reads them at run time, and the portal ships this table.
// The names in each language itself are in language-names.ts: only the language picker shows them,
// and it loads them when it opens (a guest's first page carries the current language's only).
export const LANGUAGES: readonly Language[] = [
  ltr('CN', 'zh-CN'), // Chinese (Simplified)
  ltr('TW', 'zh-TW'), // Chinese (Traditional)
  ltr('EN', 'en'), // English
  ltr('JA', 'ja'), // Japanese
  ltr('KO', 'ko'), // Korean
  ltr('TH', 'th'), // Thai
  ltr('VI', 'vi'), // Vietnamese
  ltr('BN', 'bn'), // Bengali
  rtl('AR', 'ar'), // Arabic
  ltr('RU', 'ru'), // Russian
  ltr('FR', 'fr'), // French
  ltr('DE', 'de'), // German
  ltr('ES', 'es'), // Spanish
  ltr('PT', 'pt'), // Portuguese
  ltr('IT', 'it'), // Italian
  ltr('NL', 'nl'), // Dutch
  ltr('PL', 'pl'), // Polish
  ltr('TR', 'tr'), // Turkish
  ltr('ID', 'id'), // Indonesian
  ltr('MS', 'ms'), // Malay
  ltr('HI', 'hi'), // Hindi
  rtl('UR', 'ur'), // Urdu
  rtl('FA', 'fa'), // Persian
  rtl('HE', 'he'), // Hebrew
  ltr('UK', 'uk'), // Ukrainian
  ltr('CS', 'cs'), // Czech
  ltr('SV', 'sv'), // Swedish
  ltr('DA', 'da'), // Danish
  ltr('NO', 'nb'), // Norwegian
  ltr('FI', 'fi'), // Finnish
  ltr('EL', 'el'), // Greek
  ltr('HU', 'hu'), // Hungarian
  ltr('RO', 'ro'), // Romanian
  ltr('BG', 'bg'), // Bulgarian
  ltr('KM', 'km'), // Khmer
  ltr('LO', 'lo'), // Lao
  ltr('MY', 'my'), // Burmese
  ltr('NE', 'ne'), // Nepali
  ltr('TA', 'ta'), // Tamil
  ltr('TL', 'fil'), // Filipino
  ltr('SI', 'si'), // Sinhala
  ltr('KK', 'kk'), // Kazakh
  ltr('UZ', 'uz'), // Uzbek
];

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

export function findLanguage(code: string): Language | undefined {
  return byCode.get(code);
}

export function textDirection(code: string): TextDirection {
  return byCode.get(code)?.dir ?? 'ltr';
}

/** The BCP 47 tag of a language code, for `<html lang>` and Intl. */
export function bcp47(code: string): string {
  return findLanguage(code)?.locale ?? code.toLowerCase();
}

// The language catalogue a merchant picks its supported languages from. Codes are the
// platform's upper-case codes (CN, not ZH). The schema's LanguageCode enum must list the same
// codes; tests/unit/languages.test.ts keeps the two in step.

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Platform language code, sent in the Language header (its English name is the comment in LANGUAGES). */
  code: string;
  /** Name in the language itself, for the language switch. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting and the html lang attribute. */
  locale: string;
  dir: TextDirection;
}

const ltr = (code: string, nativeName: string, locale: string): Language => ({
  code,
  nativeName,
  locale,
  dir: 'ltr',
});
const rtl = (code: string, nativeName: string, locale: string): Language => ({
  code,
  nativeName,
  locale,
  dir: 'rtl',
});

// The English names are comments: nothing reads them at run time, and the portal ships this table.
export const LANGUAGES: readonly Language[] = [
  ltr('CN', '简体中文', 'zh-CN'), // Chinese (Simplified)
  ltr('TW', '繁體中文', 'zh-TW'), // Chinese (Traditional)
  ltr('EN', 'English', 'en'), // English
  ltr('JA', '日本語', 'ja'), // Japanese
  ltr('KO', '한국어', 'ko'), // Korean
  ltr('TH', 'ไทย', 'th'), // Thai
  ltr('VI', 'Tiếng Việt', 'vi'), // Vietnamese
  ltr('BN', 'বাংলা', 'bn'), // Bengali
  rtl('AR', 'العربية', 'ar'), // Arabic
  ltr('RU', 'Русский', 'ru'), // Russian
  ltr('FR', 'Français', 'fr'), // French
  ltr('DE', 'Deutsch', 'de'), // German
  ltr('ES', 'Español', 'es'), // Spanish
  ltr('PT', 'Português', 'pt'), // Portuguese
  ltr('IT', 'Italiano', 'it'), // Italian
  ltr('NL', 'Nederlands', 'nl'), // Dutch
  ltr('PL', 'Polski', 'pl'), // Polish
  ltr('TR', 'Türkçe', 'tr'), // Turkish
  ltr('ID', 'Bahasa Indonesia', 'id'), // Indonesian
  ltr('MS', 'Bahasa Melayu', 'ms'), // Malay
  ltr('HI', 'हिन्दी', 'hi'), // Hindi
  rtl('UR', 'اردو', 'ur'), // Urdu
  rtl('FA', 'فارسی', 'fa'), // Persian
  rtl('HE', 'עברית', 'he'), // Hebrew
  ltr('UK', 'Українська', 'uk'), // Ukrainian
  ltr('CS', 'Čeština', 'cs'), // Czech
  ltr('SV', 'Svenska', 'sv'), // Swedish
  ltr('DA', 'Dansk', 'da'), // Danish
  ltr('NO', 'Norsk', 'nb'), // Norwegian
  ltr('FI', 'Suomi', 'fi'), // Finnish
  ltr('EL', 'Ελληνικά', 'el'), // Greek
  ltr('HU', 'Magyar', 'hu'), // Hungarian
  ltr('RO', 'Română', 'ro'), // Romanian
  ltr('BG', 'Български', 'bg'), // Bulgarian
  ltr('KM', 'ខ្មែរ', 'km'), // Khmer
  ltr('LO', 'ລາວ', 'lo'), // Lao
  ltr('MY', 'မြန်မာ', 'my'), // Burmese
  ltr('NE', 'नेपाली', 'ne'), // Nepali
  ltr('TA', 'தமிழ்', 'ta'), // Tamil
  ltr('TL', 'Filipino', 'fil'), // Filipino
  ltr('SI', 'සිංහල', 'si'), // Sinhala
  ltr('KK', 'Қазақ', 'kk'), // Kazakh
  ltr('UZ', 'Oʻzbek', 'uz'), // Uzbek
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

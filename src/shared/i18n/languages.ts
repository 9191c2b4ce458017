// The language catalogue a merchant picks its supported languages from. Codes are the
// platform's upper-case codes (CN, not ZH). The schema's LanguageCode enum must list the same
// codes; tests/unit/languages.test.ts keeps the two in step.

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Platform language code, sent in the Language header. */
  code: string;
  /** English name, for operators. */
  name: string;
  /** Name in the language itself, for the language switch. */
  nativeName: string;
  /** BCP 47 tag for Intl formatting and the html lang attribute. */
  locale: string;
  dir: TextDirection;
}

const ltr = (code: string, name: string, nativeName: string, locale: string): Language => ({
  code,
  name,
  nativeName,
  locale,
  dir: 'ltr',
});
const rtl = (code: string, name: string, nativeName: string, locale: string): Language => ({
  code,
  name,
  nativeName,
  locale,
  dir: 'rtl',
});

export const LANGUAGES: readonly Language[] = [
  ltr('CN', 'Chinese (Simplified)', '简体中文', 'zh-CN'),
  ltr('TW', 'Chinese (Traditional)', '繁體中文', 'zh-TW'),
  ltr('EN', 'English', 'English', 'en'),
  ltr('JA', 'Japanese', '日本語', 'ja'),
  ltr('KO', 'Korean', '한국어', 'ko'),
  ltr('TH', 'Thai', 'ไทย', 'th'),
  ltr('VI', 'Vietnamese', 'Tiếng Việt', 'vi'),
  ltr('BN', 'Bengali', 'বাংলা', 'bn'),
  rtl('AR', 'Arabic', 'العربية', 'ar'),
  ltr('RU', 'Russian', 'Русский', 'ru'),
  ltr('FR', 'French', 'Français', 'fr'),
  ltr('DE', 'German', 'Deutsch', 'de'),
  ltr('ES', 'Spanish', 'Español', 'es'),
  ltr('PT', 'Portuguese', 'Português', 'pt'),
  ltr('IT', 'Italian', 'Italiano', 'it'),
  ltr('NL', 'Dutch', 'Nederlands', 'nl'),
  ltr('PL', 'Polish', 'Polski', 'pl'),
  ltr('TR', 'Turkish', 'Türkçe', 'tr'),
  ltr('ID', 'Indonesian', 'Bahasa Indonesia', 'id'),
  ltr('MS', 'Malay', 'Bahasa Melayu', 'ms'),
  ltr('HI', 'Hindi', 'हिन्दी', 'hi'),
  rtl('UR', 'Urdu', 'اردو', 'ur'),
  rtl('FA', 'Persian', 'فارسی', 'fa'),
  rtl('HE', 'Hebrew', 'עברית', 'he'),
  ltr('UK', 'Ukrainian', 'Українська', 'uk'),
  ltr('CS', 'Czech', 'Čeština', 'cs'),
  ltr('SV', 'Swedish', 'Svenska', 'sv'),
  ltr('DA', 'Danish', 'Dansk', 'da'),
  ltr('NO', 'Norwegian', 'Norsk', 'nb'),
  ltr('FI', 'Finnish', 'Suomi', 'fi'),
  ltr('EL', 'Greek', 'Ελληνικά', 'el'),
  ltr('HU', 'Hungarian', 'Magyar', 'hu'),
  ltr('RO', 'Romanian', 'Română', 'ro'),
  ltr('BG', 'Bulgarian', 'Български', 'bg'),
  ltr('KM', 'Khmer', 'ខ្មែរ', 'km'),
  ltr('LO', 'Lao', 'ລາວ', 'lo'),
  ltr('MY', 'Burmese', 'မြန်မာ', 'my'),
  ltr('NE', 'Nepali', 'नेपाली', 'ne'),
  ltr('TA', 'Tamil', 'தமிழ்', 'ta'),
  ltr('TL', 'Filipino', 'Filipino', 'fil'),
  ltr('SI', 'Sinhala', 'සිංහල', 'si'),
  ltr('KK', 'Kazakh', 'Қазақ', 'kk'),
  ltr('UZ', 'Uzbek', 'Oʻzbek', 'uz'),
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

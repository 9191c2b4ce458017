// Each catalogue language's name in the language itself, for the language picker. Apart from
// languages.ts (codes, locales, directions: what every page needs) because only the picker shows
// them: the portal loads this table when the picker opens (src/portal/i18n/language-art.ts), and a
// first page carries only its own language's name, with its texts (vite.config.ts localeParts).
export const NATIVE_NAMES: Readonly<Record<string, string>> = {
  CN: '简体中文', // Chinese (Simplified)
  TW: '繁體中文', // Chinese (Traditional)
  EN: 'English', // English
  JA: '日本語', // Japanese
  KO: '한국어', // Korean
  TH: 'ไทย', // Thai
  VI: 'Tiếng Việt', // Vietnamese
  BN: 'বাংলা', // Bengali
  AR: 'العربية', // Arabic
  RU: 'Русский', // Russian
  FR: 'Français', // French
  DE: 'Deutsch', // German
  ES: 'Español', // Spanish
  PT: 'Português', // Portuguese
  IT: 'Italiano', // Italian
  NL: 'Nederlands', // Dutch
  PL: 'Polski', // Polish
  TR: 'Türkçe', // Turkish
  ID: 'Bahasa Indonesia', // Indonesian
  MS: 'Bahasa Melayu', // Malay
  HI: 'हिन्दी', // Hindi
  UR: 'اردو', // Urdu
  FA: 'فارسی', // Persian
  HE: 'עברית', // Hebrew
  UK: 'Українська', // Ukrainian
  CS: 'Čeština', // Czech
  SV: 'Svenska', // Swedish
  DA: 'Dansk', // Danish
  NO: 'Norsk', // Norwegian
  FI: 'Suomi', // Finnish
  EL: 'Ελληνικά', // Greek
  HU: 'Magyar', // Hungarian
  RO: 'Română', // Romanian
  BG: 'Български', // Bulgarian
  KM: 'ខ្មែរ', // Khmer
  LO: 'ລາວ', // Lao
  MY: 'မြန်မာ', // Burmese
  NE: 'नेपाली', // Nepali
  TA: 'தமிழ்', // Tamil
  TL: 'Filipino', // Filipino
  SI: 'සිංහල', // Sinhala
  KK: 'Қазақ', // Kazakh
  UZ: 'Oʻzbek', // Uzbek
};

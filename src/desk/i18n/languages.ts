/** The desk's languages (the platform's codes): one locale file each in ./locales. */
export const DESK_LANGUAGES = ['EN', 'BN', 'CN', 'VI', 'TH', 'AR', 'JA', 'HI', 'TW', 'UR', 'PT', 'ES', 'FR', 'DE', 'IT', 'RU', 'TR', 'LO', 'MY', 'TL', 'NL', 'PL', 'FA', 'HE', 'SV', 'DA', 'NO', 'FI', 'HU', 'RO', 'BG', 'NE', 'TA', 'SI', 'KK', 'UZ', 'KO', 'ID', 'MS', 'KM', 'UK', 'CS', 'EL'] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<DeskLanguage, string> = {
  EN: 'English', BN: 'বাংলা', CN: '中文', VI: 'Tiếng Việt', TH: 'ไทย', AR: 'العربية', JA: '日本語', HI: 'हिन्दी', TW: '繁體中文', UR: 'اردو',
  PT: 'Português', ES: 'Español', FR: 'Français', DE: 'Deutsch', IT: 'Italiano', RU: 'Русский', TR: 'Türkçe',
  LO: 'ລາວ', MY: 'မြန်မာ', TL: 'Filipino', NL: 'Nederlands', PL: 'Polski',
  FA: 'فارسی', HE: 'עברית', SV: 'Svenska', DA: 'Dansk', NO: 'Norsk bokmål', FI: 'Suomi',
  HU: 'Magyar', RO: 'Română', BG: 'Български', NE: 'नेपाली', TA: 'தமிழ்', SI: 'සිංහල',
  KK: 'Қазақ', UZ: 'Oʻzbek',
  KO: '한국어', ID: 'Bahasa Indonesia', MS: 'Bahasa Melayu', KM: 'ខ្មែរ', UK: 'Українська', CS: 'Čeština', EL: 'Ελληνικά',
};

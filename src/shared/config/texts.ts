// Merchant-owned texts: merchants/<code>/texts/<LANG>.json holds flat translation keys that add to
// or override the shipped locale (src/shared/i18n/locales/<LANG>.json) for that merchant only, so
// an operator gives a merchant its own wording, or a custom pattern its own messageKey, without
// touching src/. Checked like the locale files: a known, supported language per file, strings
// only, and every key present in every supported language (merchant texts or shipped locale).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findLanguage } from '../i18n/languages.ts';
import type { Locales } from './locales.ts';
import { JsonSyntaxError, locate, parseJson, type JsonDocument } from './locate.ts';
import { escapePointer, type Problem } from './problem.ts';

/** Language code → key → text. */
export type TextsByLanguage = Record<string, Record<string, string>>;

export const TEXTS_FOLDER = 'texts';

export interface MerchantTexts {
  texts: TextsByLanguage;
  problems: Problem[];
  /** Where a language's texts file is, as the operator would open it. */
  fileFor(language: string): string;
}

interface TextsFile {
  language: string;
  file: string;
  document: JsonDocument;
  keys: Record<string, string>;
}

const displayPath = (path: string) => relative(process.cwd(), path) || path;

/**
 * Reads and checks the texts of one merchant folder. `supported` is the merchant's language list
 * (empty when its config is too broken to say); `locales` are the shipped translations.
 */
export function readMerchantTexts(folder: string, supported: readonly string[], locales: Locales): MerchantTexts {
  const dir = join(folder, TEXTS_FOLDER);
  const fileFor = (language: string) => displayPath(join(dir, `${language}.json`));
  const problems: Problem[] = [];
  const files: TextsFile[] = [];
  const names = existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir).sort() : [];
  for (const name of names) {
    const file = displayPath(join(dir, name));
    const problem = (line: number, column: number, pointer: string, keyword: string, message: string) =>
      problems.push({ file, line, column, pointer, keyword, message });
    const language = /^([A-Z]{2,3})\.json$/.exec(name)?.[1];
    if (!language || !findLanguage(language)) {
      problem(1, 1, '', 'unknown-language', `'${name}' is not a language's texts file; name it <LANG>.json with a language code such as EN or BN`);
      continue;
    }
    if (supported.length > 0 && !supported.includes(language)) {
      problem(1, 1, '', 'unknown-language', `language '${language}' is not one of this merchant's languages (languages.supported: ${supported.join(', ')})`);
      continue;
    }
    let parsed;
    try {
      parsed = parseJson(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      problem(error.position.line, error.position.column, '', 'json-syntax', error.message);
      continue;
    }
    const { value, document } = parsed;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      problem(1, 1, '', 'texts-not-object', 'a texts file is one JSON object of "key": "text" pairs');
      continue;
    }
    const keys: Record<string, string> = {};
    for (const [key, text] of Object.entries(value)) {
      const pointer = `/${escapePointer(key)}`;
      if (typeof text !== 'string') {
        const at = locate(document, pointer);
        problem(at.line, at.column, pointer, 'texts-not-string', `the text of '${key}' must be a string, not ${text === null ? 'null' : Array.isArray(text) ? 'a list' : typeof text}`);
      } else if (text.trim() === '') {
        const at = locate(document, pointer);
        problem(at.line, at.column, pointer, 'texts-empty', `the text of '${key}' is empty; remove the key to use the shipped text`);
      } else {
        keys[key] = text;
      }
    }
    files.push({ language, file, document, keys });
  }

  // A key the merchant adds must exist in every language it supports, here or in the shipped locale.
  const reported = new Set<string>();
  for (const { file, document, keys } of files) {
    for (const key of Object.keys(keys)) {
      for (const language of supported) {
        const own = files.find((f) => f.language === language)?.keys[key];
        if (own !== undefined || locales.hasKey(language, key) || reported.has(`${key} ${language}`)) continue;
        reported.add(`${key} ${language}`);
        const pointer = `/${escapePointer(key)}`;
        problems.push({ file, ...locate(document, pointer, true), pointer, keyword: 'missing-translation', message: `text '${key}' has no ${language} translation; add it to ${fileFor(language)}` });
      }
    }
  }
  const texts: TextsByLanguage = {};
  for (const { language, keys } of files) texts[language] = keys;
  return { texts, problems, fileFor };
}

/** The shipped locales with a merchant's texts laid over them (for the config's message keys). */
export function withMerchantTexts(locales: Locales, merchant: MerchantTexts): Locales {
  return {
    ...locales,
    hasKey: (code, key) => typeof merchant.texts[code]?.[key] === 'string' || locales.hasKey(code, key),
    keyFile: (code) => `${merchant.fileFor(code)} or ${locales.keyFile(code)}`,
  };
}

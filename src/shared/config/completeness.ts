// Whether a language's texts are complete against English: every key, the same {{placeholders}},
// and every plural form the language's grammar needs (CLDR's categories, as Intl.PluralRules
// reports them for its BCP 47 tag; i18next picks `key_one`, `key_few`, ... by the same rules).
// A merchant that offers a language with a gap would show raw keys or English to its players.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { bcp47 } from '../i18n/languages.ts';
import { locate, parseJson, type JsonDocument } from './locate.ts';
import { escapePointer, type Problem } from './problem.ts';

type Texts = Record<string, string>;

/** A texts file as read for the check: its keys and where each one is written. */
export interface TextsFile {
  file: string;
  keys: Texts;
  document?: JsonDocument;
}

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;
/** More missing keys than this in one file are summed up in one line: the file needs translating, not a list. */
const MISSING_LISTED = 20;

/** The names of a text's `{{placeholders}}` (i18next's `{{name, format}}` counts as `name`). */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
}

/** The plural categories a language's grammar distinguishes (English: one, other; Arabic: six; Japanese: other). */
export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(bcp47(language)).resolvedOptions().pluralCategories].sort();
}

/** Keys the reference writes in plural forms (`base_one`, `base_other`), by base key. */
function pluralBases(reference: Texts): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(reference)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match && `${match[1]}_other` in reference) bases.add(match[1]!);
  }
  return bases;
}

export interface CompletenessInput {
  language: string;
  /** English: the keys and placeholders every language must have. */
  reference: Texts;
  /** The language's texts, the later file winning (the shipped locale, then a merchant's own texts). */
  files: TextsFile[];
  /** Where a missing key belongs (the shipped locale file). */
  missingFile: string;
  /** Keys only checked when present (a merchant's own keys, whose absence texts.ts reports). */
  optional?: (key: string) => boolean;
}

// Decimal digits of scripts other than Latin (\p{Nd} less 0-9).
const NATIVE_DIGIT = /(?![0-9])\p{Nd}/u;

/** Every gap in one language's texts, each naming the file and the key. */
export function completenessProblems({ language, reference, files, missingFile, optional = () => false }: CompletenessInput): Problem[] {
  const merged: Texts = {};
  const owner = new Map<string, TextsFile>();
  for (const file of files) {
    for (const [key, text] of Object.entries(file.keys)) {
      if (typeof text !== 'string') continue;
      merged[key] = text;
      owner.set(key, file);
    }
  }
  const problems: Problem[] = [];
  const missing: string[] = [];
  const at = (key: string, keyword: string, message: string) => {
    const file = owner.get(key);
    const pointer = `/${escapePointer(key)}`;
    const position = file?.document ? locate(file.document, pointer, true) : { line: 1, column: 1 };
    problems.push({ file: file?.file ?? missingFile, ...position, pointer, keyword, message });
  };
  const samePlaceholders = (key: string, english: string, countMayGo: boolean) => {
    const text = merged[key];
    if (text === undefined) return;
    const want = placeholders(english);
    const have = placeholders(text);
    const lost = want.filter((name) => !have.includes(name) && !(countMayGo && name === 'count'));
    const unknown = have.filter((name) => !want.includes(name));
    if (lost.length > 0) at(key, 'lost-placeholder', `${language} text '${key}' lacks ${lost.map((n) => `{{${n}}}`).join(', ')} that English has ("${english}")`);
    if (unknown.length > 0) at(key, 'unknown-placeholder', `${language} text '${key}' has ${unknown.map((n) => `{{${n}}}`).join(', ')} that English does not; nothing fills it in`);
  };

  const bases = pluralBases(reference);
  const categories = pluralCategories(language);
  for (const base of bases) {
    const english = reference[`${base}_other`]!;
    const lacking = categories.filter((category) => !merged[`${base}_${category}`]?.trim());
    if (lacking.length > 0 && !(optional(`${base}_other`) && lacking.length === categories.length)) {
      const forms = lacking.map((category) => `'${base}_${category}'`).join(', ');
      problems.push({ file: owner.get(`${base}_other`)?.file ?? missingFile, line: 1, column: 1, pointer: `/${escapePointer(`${base}_${lacking[0]}`)}`, keyword: 'missing-plural-form', message: `${language} needs the plural forms ${categories.join(', ')} of '${base}' (CLDR, ${bcp47(language)}); missing ${forms}` });
    }
    // A language's forms may drop the number ("one hour"), never another placeholder.
    for (const category of categories) samePlaceholders(`${base}_${category}`, english, category !== 'other');
  }
  // The merchant's digits setting writes every text's numbers (portal/i18n/numbers.ts); a text
  // that brings its own Bengali or Arabic digits shows them beside Latin ones on a Latin merchant.
  for (const [key, text] of Object.entries(merged)) {
    const digit = NATIVE_DIGIT.exec(text)?.[0];
    if (digit) at(key, 'native-digits', `${language} text '${key}' writes '${digit}'; write numbers with 0-9 and the merchant's identity.currency.digits shows them in its digits`);
  }
  for (const [key, english] of Object.entries(reference)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match && bases.has(match[1]!)) continue;
    if (!merged[key]?.trim()) {
      if (!optional(key)) missing.push(key);
      continue;
    }
    samePlaceholders(key, english, false);
  }
  missing.slice(0, MISSING_LISTED).forEach((key) =>
    problems.push({ file: missingFile, line: 1, column: 1, pointer: `/${escapePointer(key)}`, keyword: 'missing-text', message: `${language} has no text for '${key}' (English: "${reference[key]}"); add it to ${missingFile}` }),
  );
  if (missing.length > MISSING_LISTED) {
    problems.push({ file: missingFile, line: 1, column: 1, pointer: '', keyword: 'missing-text', message: `${language} lacks ${missing.length - MISSING_LISTED} more of English's ${Object.keys(reference).length} texts in ${missingFile} (the first ${MISSING_LISTED} are listed above)` });
  }
  return problems;
}

const cache = new Map<string, { stamp: number; file: TextsFile | null }>();

/** A locale file with its key positions, read once per change; null when absent or unreadable (reported elsewhere). */
export function readTextsFile(path: string): TextsFile | null {
  if (!existsSync(path)) return null;
  const stamp = statSync(path).mtimeMs;
  const cached = cache.get(path);
  if (cached && cached.stamp === stamp) return cached.file;
  let file: TextsFile | null = null;
  try {
    const { value, document } = parseJson(readFileSync(path, 'utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) file = { file: relative(process.cwd(), path) || path, keys: value as Texts, document };
  } catch {
    file = null;
  }
  cache.set(path, { stamp, file });
  return file;
}

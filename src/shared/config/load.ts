// Loads and validates merchant files like a compiler: every problem in every file, each with
// file, line, column, JSON pointer and a sentence. Node only (reads the file system).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { MerchantConfig } from '../../generated/merchant.ts';
import { checkConfig } from './check-config.ts';
import { JsonSyntaxError, locate, parseJson, type JsonDocument } from './locate.ts';
import { TEXTS_FOLDER, type TextsByLanguage } from './texts.ts';
import { CONTENT_FOLDER, type ContentByLanguage } from './content.ts';
import type { Problem } from './problem.ts';
import { checkLayoutFile } from './layout-file.ts';

export interface LoadOptions {
  /** Where the translation files are; defaults to src/shared/i18n/locales. */
  localesDir?: string;
  /** Where the payments desk's translation files are; defaults to src/desk/i18n/locales. */
  deskLocalesDir?: string;
}

export interface LoadResult {
  /** Configs of the files that have no problems. */
  merchants: MerchantConfig[];
  /** Each of those merchants' own texts (merchants/<code>/texts/<LANG>.json), by merchant code. */
  texts: Record<string, TextsByLanguage>;
  /** Each of those merchants' content (merchants/<code>/content/<LANG>.json), by merchant code. */
  content: Record<string, ContentByLanguage>;
  problems: Problem[];
}

interface Checked {
  file: string;
  config?: MerchantConfig;
  document?: JsonDocument;
  texts: TextsByLanguage;
  content: ContentByLanguage;
  problems: Problem[];
}

const displayPath = (path: string) => relative(process.cwd(), path) || path;

function checkFile(path: string, options: LoadOptions): Checked {
  const file = displayPath(path);
  let parsed;
  try {
    parsed = parseJson(readFileSync(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { file, texts: {}, content: {}, problems: [{ file, ...error.position, pointer: '', keyword: 'json-syntax', message: error.message }] };
  }
  const { value, document } = parsed;
  const { valid, findings, texts, content, languageProblems, pages } = checkConfig(value, dirname(path), options);
  const problems = findings.map(({ atKey, ...finding }) => ({ file, ...locate(document, finding.pointer, atKey), ...finding }));
  // The config served and used from here on carries its pages merged with the base layout.
  const merged = { ...(value as MerchantConfig), pages } as unknown as MerchantConfig;
  return { file, config: valid ? merged : undefined, document, texts: texts.texts, content: content.content, problems: [...problems, ...texts.problems, ...content.problems, ...languageProblems] };
}

/** Problems that involve several merchants: shared host names and the default merchant. */
function crossChecks(checked: Checked[], requireOneDefault: boolean): void {
  const hostOwner = new Map<string, string>();
  const defaults: Checked[] = [];
  for (const entry of checked) {
    if (!entry.config || !entry.document) continue;
    const { document, config } = entry;
    const add = (pointer: string, keyword: string, message: string) =>
      entry.problems.push({ file: entry.file, ...locate(document, pointer), pointer, keyword, message });
    config.identity.hosts.forEach((host, i) => {
      const owner = hostOwner.get(host);
      if (owner) add(`/identity/hosts/${i}`, 'duplicate-host', `host '${host}' is already used by ${owner}; each host belongs to one merchant`);
      else hostOwner.set(host, `${config.identity.code} (${entry.file})`);
    });
    if (config.identity.isDefault) {
      if (defaults.length > 0) add('/identity/isDefault', 'duplicate-default', `${defaults[0]?.file} is already the default merchant; only one may set isDefault`);
      defaults.push(entry);
    }
  }
  const first = checked[0];
  // Only when every file loaded: an invalid file may be the one that was meant to be the default.
  const allLoaded = checked.every((entry) => entry.config);
  if (requireOneDefault && allLoaded && defaults.length === 0 && first?.document) {
    first.problems.push({ file: first.file, ...locate(first.document, '/identity/isDefault'), pointer: '/identity/isDefault', keyword: 'no-default', message: 'no merchant sets isDefault: true; exactly one must' });
  }
}

function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const id = `${problem.file}|${problem.pointer}|${problem.keyword}|${problem.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function result(checked: Checked[]): LoadResult {
  return {
    merchants: checked.flatMap((entry) => (entry.config && entry.problems.length === 0 ? [entry.config] : [])),
    texts: Object.fromEntries(checked.flatMap((entry) => (entry.config && entry.problems.length === 0 ? [[entry.config.identity.code, entry.texts]] : []))),
    content: Object.fromEntries(checked.flatMap((entry) => (entry.config && entry.problems.length === 0 ? [[entry.config.identity.code, entry.content]] : []))),
    // The merchant file first, then its texts files, each in reading order; a shipped locale's gap
    // is one problem however many merchants offer the language.
    problems: unique(
      checked.flatMap((entry) =>
        [...entry.problems].sort((a, b) => Number(a.file !== entry.file) - Number(b.file !== entry.file) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column),
      ),
    ),
  };
}

/** The base layout's own problems come first: every merchant's pages start from it. */
function withLayoutProblems(loaded: LoadResult, layouts: Problem[][]): LoadResult {
  const seen = new Set<string>();
  const problems = layouts.flat().filter((p) => !seen.has(`${p.file}${p.pointer}${p.message}`) && seen.add(`${p.file}${p.pointer}${p.message}`));
  return { ...loaded, problems: [...problems, ...loaded.problems] };
}

/**
 * Validates the given merchant files (and the host names between them). A merchant's texts or
 * content file (merchants/<code>/texts|content/<LANG>.json) stands for its merchant, checked with it.
 */
export function validateFiles(paths: string[], options: LoadOptions = {}): LoadResult {
  const ownFolder = (path: string) => [TEXTS_FOLDER, CONTENT_FOLDER].includes(basename(dirname(path)));
  const merchantFilesOf = paths.map((path) => (ownFolder(path) ? join(dirname(dirname(path)), 'merchant.json') : path));
  const checked = [...new Set(merchantFilesOf)].map((path) => checkFile(path, options));
  crossChecks(checked, false);
  const layouts = [...new Set(merchantFilesOf.map((path) => dirname(dirname(path))))].map((dir) => checkLayoutFile(dir));
  return withLayoutProblems(result(checked), layouts);
}

/** Every merchants/<code>/merchant.json under `dir`, sorted by code. */
export function merchantFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && existsSync(join(path, 'merchant.json')))
    .map((path) => join(path, 'merchant.json'));
}

/** Loads every merchant under `dir`. Start-up code should refuse to run while problems is non-empty. */
export function loadMerchants(dir: string, options: LoadOptions = {}): LoadResult {
  const checked = merchantFiles(dir).map((path) => checkFile(path, options));
  crossChecks(checked, true);
  return withLayoutProblems(result(checked), [checkLayoutFile(dir)]);
}

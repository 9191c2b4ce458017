// One merchant config value through the schema and the checks JSON Schema cannot express: what
// `npm run validate` runs on a file, and what the platform runs on a config changed at run time.
import { basename, join, relative } from 'node:path';
import type { MerchantConfig } from '../../generated/merchant.ts';
import { checkMerchant, type Finding } from './checks.ts';
import { readLocales } from './locales.ts';
import { describeError } from './messages.ts';
import { repoRoot } from './paths.ts';
import { merchantValidator } from './schema.ts';
import { readMerchantTexts, withMerchantTexts, type MerchantTexts } from './texts.ts';
import { linkedHelpIds, readMerchantContent, type MerchantContentResult } from './content.ts';
import { checkLanguageTexts } from './language-texts.ts';
import type { Problem } from './problem.ts';
import { checkPages, readBaseLayout } from './page-checks.ts';
import type { PageEntry, ResolvedPage } from '../pages/merge.ts';

export interface ConfigFinding extends Finding {
  /** Point at the property name rather than its value (unknown keys). */
  atKey: boolean;
}

export interface CheckConfigOptions {
  /** Where the translation files are; defaults to src/shared/i18n/locales. */
  localesDir?: string;
  /** Where the payments desk's translation files are; defaults to src/desk/i18n/locales. */
  deskLocalesDir?: string;
  /** The base layout's pages; defaults to the layout.json beside the merchant folders. */
  baseLayout?: Record<string, PageEntry>;
}

/**
 * Every problem of `value` as the merchant config in `folder` (merchants/<code>), and the folder's
 * own texts (texts/<LANG>.json, with their problems located in those files): message keys may
 * name a key the merchant's texts define. Its content files (content/<LANG>.json) are checked too.
 */
export function checkConfig(value: unknown, folder: string, options: CheckConfigOptions = {}): { valid: boolean; findings: ConfigFinding[]; texts: MerchantTexts; content: MerchantContentResult; languageProblems: Problem[]; pages: Record<string, ResolvedPage> } {
  const validate = merchantValidator();
  const valid = validate(value) === true;
  const schemaFindings = (validate.errors ?? []).map(describeError);
  const localesDir = options.localesDir ?? join(repoRoot, 'src/shared/i18n/locales');
  const shipped = readLocales(localesDir);
  const texts = readMerchantTexts(folder, supportedLanguages(value), shipped);
  const content = readMerchantContent(folder, supportedLanguages(value), linkedHelpIds(value));
  const locales = withMerchantTexts(shipped, texts);
  const pageCheck = checkOwnPages(value, options.baseLayout ?? readBaseLayout(folder));
  const findings = checkMerchant({ config: value as MerchantConfig, folder, folderName: basename(folder), locales, pages: pageCheck.pages });
  const languageTexts = checkLanguageTexts({
    folder,
    supported: supportedLanguages(value),
    defaultLanguage: (value as MerchantConfig | null)?.languages?.default,
    localesDir,
    deskLocalesDir: options.deskLocalesDir ?? join(repoRoot, 'src/desk/i18n/locales'),
  });
  for (const { index, language, file } of languageTexts.missingDesk) {
    findings.push({ pointer: `/languages/supported/${index}`, keyword: 'missing-desk-locale', message: `language '${language}' has no payments desk texts ${relative(process.cwd(), file)}; the merchant's operators would read English` });
  }
  // A value the schema already rejected is not reported twice.
  const covered = (pointer: string) => schemaFindings.some((p) => pointer === p.pointer || pointer.startsWith(`${p.pointer}/`));
  const pageFindings = pageCheck.problems.filter((p) => p.source === 'merchant' && !covered(p.pointer)).map(({ source: _source, ...finding }) => finding);
  return {
    valid: valid && pageFindings.length === 0,
    findings: [...schemaFindings, ...pageFindings, ...findings.filter((f) => !covered(f.pointer)).map((f) => ({ ...f, atKey: false }))],
    texts,
    content,
    languageProblems: languageTexts.problems,
    pages: pageCheck.pages,
  };
}

/** languages.supported when it is a list of strings (the schema reports it otherwise). */
function supportedLanguages(config: unknown): string[] {
  const supported = (config as { languages?: { supported?: unknown } } | null)?.languages?.supported;
  return Array.isArray(supported) ? supported.filter((code): code is string => typeof code === 'string') : [];
}

/** The merchant's pages over the base layout, and their problems; a malformed `pages` is the schema's to report. */
function checkOwnPages(value: unknown, base: Record<string, PageEntry>): ReturnType<typeof checkPages> | { pages: Record<string, ResolvedPage>; problems: [] } {
  const own = (value as { pages?: unknown } | null)?.pages;
  try {
    return checkPages(base, own && typeof own === 'object' ? (own as Record<string, PageEntry>) : undefined);
  } catch (error) {
    if (error instanceof TypeError) return { pages: {}, problems: [] };
    throw error;
  }
}

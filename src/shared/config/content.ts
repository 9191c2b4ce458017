// Merchant content: merchants/<code>/content/<LANG>.json holds what an operator writes for one
// language (banner slides, announcements, promotions, help articles). Checked like the merchant
// file: every problem located by file, line and JSON pointer, with a sentence. One file per
// supported language, ids unique per list, art files present in the merchant's folder, periods
// that end after they start, and HTML without anything a sanitiser would have to strip.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { MerchantContent } from '../../generated/content.ts';
import { htmlProblems } from './content-html.ts';
import { JsonSyntaxError, locate, parseJson, type JsonDocument } from './locate.ts';
import { describeError } from './messages.ts';
import type { Problem } from './problem.ts';
import { schemasDir } from './schema.ts';
import { precompiledValidators } from './precompiled.ts';

export const CONTENT_FOLDER = 'content';

/** Language code → that language's content. */
export type ContentByLanguage = Record<string, MerchantContent>;

export interface MerchantContentResult {
  content: ContentByLanguage;
  problems: Problem[];
}

let cached: ValidateFunction | undefined;

function contentValidator(): ValidateFunction {
  if (cached) return cached;
  const file = join(schemasDir, 'content.schema.json');
  const id = pathToFileURL(file).href;
  const schema = { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), $id: id };
  cached = precompiledValidators({ name: 'content', options: { allErrors: true, strict: true, coerceTypes: false, verbose: true }, schemas: [[id, schema]], exports: { content: id } }).content!;
  return cached;
}

const displayPath = (path: string) => relative(process.cwd(), path) || path;
const LISTS = ['banners', 'announcements', 'promotions', 'help'] as const;

interface Finding {
  pointer: string;
  keyword: string;
  message: string;
}

/** The checks JSON Schema cannot express, on a value the schema accepted. */
function contentFindings(content: MerchantContent, folder: string): Finding[] {
  const findings: Finding[] = [];
  for (const list of LISTS) {
    const seen = new Set<string>();
    content[list].forEach((item, i) => {
      if (seen.has(item.id)) findings.push({ pointer: `/${list}/${i}/id`, keyword: 'duplicate-id', message: `id '${item.id}' is already used in ${list}; each id appears once per list` });
      seen.add(item.id);
      if ('art' in item) {
        const path = join(folder, item.art);
        if (!path.startsWith(folder + sep) || !existsSync(path)) {
          findings.push({ pointer: `/${list}/${i}/art`, keyword: 'missing-art', message: `no file '${item.art}' in ${displayPath(folder)}; put the image there or fix the name` });
        }
      }
      if ('from' in item && item.until !== undefined && item.until < item.from) {
        findings.push({ pointer: `/${list}/${i}/until`, keyword: 'period-reversed', message: `ends on ${item.until}, before it starts on ${item.from}` });
      }
      if ('html' in item) {
        for (const problem of htmlProblems(item.html)) findings.push({ pointer: `/${list}/${i}/html`, keyword: 'unsafe-html', message: problem });
      }
    });
  }
  return findings;
}

/** A help article the merchant's config needs, and what needs it ("the footer links to"). */
export interface NeededArticle {
  id: string;
  by: string;
}

/**
 * Reads and checks the content of one merchant folder. `supported` is the merchant's language
 * list; `needed` the help articles its footer links to and its pages show (each must exist in
 * every language).
 */
export function readMerchantContent(folder: string, supported: readonly string[], needed: readonly NeededArticle[] = []): MerchantContentResult {
  const dir = join(folder, CONTENT_FOLDER);
  const problems: Problem[] = [];
  const content: ContentByLanguage = {};
  const documents: Record<string, JsonDocument> = {};
  const names = existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  for (const name of names) {
    const file = displayPath(join(dir, name));
    const add = (document: JsonDocument | null, finding: Finding, atKey = false) =>
      problems.push({ file, ...(document ? locate(document, finding.pointer, atKey) : { line: 1, column: 1 }), ...finding });
    const language = /^([A-Z]{2,3})\.json$/.exec(name)?.[1];
    if (!language || (supported.length > 0 && !supported.includes(language))) {
      add(null, { pointer: '', keyword: 'unknown-language', message: `'${name}' is not the content of one of this merchant's languages (${supported.join(', ')}); name it <LANG>.json` });
      continue;
    }
    let parsed;
    try {
      parsed = parseJson(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      problems.push({ file, ...error.position, pointer: '', keyword: 'json-syntax', message: error.message });
      continue;
    }
    const { value, document } = parsed;
    const validate = contentValidator();
    if (validate(value) !== true) {
      for (const error of validate.errors ?? []) {
        const { atKey, ...finding } = describeError(error);
        add(document, finding, atKey);
      }
      continue;
    }
    const own = value as MerchantContent;
    const before = problems.length;
    for (const finding of contentFindings(own, folder)) add(document, finding);
    for (const { id, by } of needed) {
      if (!own.help.some((article) => article.id === id)) {
        add(document, { pointer: '/help', keyword: 'missing-help', message: `${by} help article '${id}', which this language does not have; add an article with id '${id}'` });
      }
    }
    if (problems.length === before) {
      content[language] = own;
      documents[language] = document;
    }
  }
  problems.push(...promotionRuleProblems(dir, content, documents));
  const missing = supported.filter((language) => !names.includes(`${language}.json`));
  const at = missing.length > 0 ? supportedListPosition(join(folder, 'merchant.json')) : { line: 1, column: 1 };
  for (const language of missing) {
    problems.push({ file: displayPath(join(folder, 'merchant.json')), ...at, pointer: '/languages/supported', keyword: 'missing-content', message: `no content for ${language}; add ${displayPath(join(dir, `${language}.json`))} (banners, announcements, promotions, help)` });
  }
  return { content, problems };
}

/**
 * A promotion's rules (how it is claimed, its period, its raffle) decide money and what the
 * platform accepts, whichever language the member reads: every language's file must state them
 * alike, so each is compared with the first language's.
 */
function promotionRuleProblems(dir: string, content: ContentByLanguage, documents: Record<string, JsonDocument>): Problem[] {
  const languages = Object.keys(content).sort();
  const first = languages[0];
  if (!first) return [];
  const rules = (p: MerchantContent['promotions'][number]) => JSON.stringify([p.claim, p.from, p.until ?? null, p.raffle ?? null]);
  const reference = new Map(content[first]!.promotions.map((p) => [p.id, rules(p)]));
  const problems: Problem[] = [];
  for (const language of languages.slice(1)) {
    content[language]!.promotions.forEach((p, i) => {
      const expected = reference.get(p.id);
      if (expected !== undefined && expected !== rules(p)) {
        const pointer = `/promotions/${i}`;
        const document = documents[language];
        problems.push({
          file: displayPath(join(dir, `${language}.json`)), ...(document ? locate(document, pointer) : { line: 1, column: 1 }), pointer, keyword: 'promotion-rules-differ',
          message: `promotion '${p.id}' has another claim, period or raffle than in ${first}.json; these rules must read the same in every language`,
        });
      }
    });
  }
  return problems;
}

/** Where languages.supported is in the merchant file (a missing content file is reported there). */
function supportedListPosition(path: string): { line: number; column: number } {
  try {
    return locate(parseJson(readFileSync(path, 'utf8')).document, '/languages/supported');
  } catch {
    return { line: 1, column: 1 };
  }
}

/** The help articles the footer's links name (/help#terms, /help?page=faq) and contentArticle blocks show. */
export function linkedHelpIds(config: unknown): NeededArticle[] {
  const links = (config as { navigation?: { footer?: { helpLinks?: { href?: unknown }[] } } } | null)?.navigation?.footer?.helpLinks ?? [];
  const fromFooter = links.flatMap((link) => {
    const href = typeof link.href === 'string' ? link.href : '';
    if (!href.startsWith('/help')) return [];
    const id = href.split('#')[1] ?? new URLSearchParams(href.split('?')[1] ?? '').get('page');
    return id ? [{ id, by: 'the footer links to' }] : [];
  });
  return [...fromFooter, ...articleBlocks(config, '')];
}

/** Every contentArticle block anywhere in the config (pages, screens), named by its JSON pointer. */
function articleBlocks(value: unknown, pointer: string): NeededArticle[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => articleBlocks(item, `${pointer}/${i}`));
  if (!value || typeof value !== 'object') return [];
  const block = value as { type?: unknown; articleId?: unknown };
  if (block.type === 'contentArticle' && typeof block.articleId === 'string') return [{ id: block.articleId, by: `the contentArticle block at ${pointer} shows` }];
  return Object.entries(value).flatMap(([key, item]) => articleBlocks(item, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`));
}

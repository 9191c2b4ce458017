// Layout tests ask for the pseudo-language with a cookie (pseudoTexts=1), and only a platform run
// with DEV_TOOLS=1 answers it: the page and the texts call then carry every text of the language,
// the shipped ones with the merchant's over them, made longer and accented (shared/i18n/pseudo.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { repoRoot } from '../shared/config/paths.ts';
import { shippedBlockTexts } from '../shared/config/block-texts.ts';
import { pseudoTexts } from '../shared/i18n/pseudo.ts';
import type { RouteDeps } from './context.ts';

const shipped = new Map<string, Record<string, string>>();

function shippedTexts(language: string): Record<string, string> {
  let texts = shipped.get(language);
  if (!texts) {
    const path = join(repoRoot, 'src/shared/i18n/locales', `${language}.json`);
    // Block folders hold texts of their own, shipped like the locale's.
    texts = { ...shippedBlockTexts(language), ...(existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {}) };
    shipped.set(language, texts);
  }
  return texts;
}

/** The merchant's texts for `language`, or the pseudo-language's when a dev-tools run is asked for it. */
export function merchantTextsFor(deps: Pick<RouteDeps, 'devEndpoints'>, request: FastifyRequest, language: string): Record<string, string> {
  const own = request.merchant.texts[language] ?? {};
  if (!deps.devEndpoints || !/(?:^|;\s*)pseudoTexts=1(?:;|$)/.test(request.headers.cookie ?? '')) return own;
  return pseudoTexts({ ...shippedTexts(language), ...own });
}

/** The language a call asks for (its own parameter, else the Language header) if the merchant offers it, else the merchant's default. */
export function languageOf(request: FastifyRequest, wanted: string | undefined): string {
  const header = request.headers.language;
  const language = wanted ?? (typeof header === 'string' ? header : undefined);
  return language && request.merchant.languages.supported.includes(language) ? language : request.merchant.languages.default;
}

/**
 * The inbox message a downline agent gets when its contract ends because its upline accepted a
 * lower rate: in the downline's language (else English), from the shipped locale files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillTemplate } from '../../../shared/notifications.ts';
import type { ContractRow } from './store.ts';

const LOCALES_DIR = fileURLToPath(new URL('../../../shared/i18n/locales/', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

function locale(language: string): Record<string, unknown> {
  let keys = cache.get(language);
  if (!keys) {
    try {
      keys = /^[A-Z]{2,3}$/.test(language) ? (JSON.parse(readFileSync(`${LOCALES_DIR}${language}.json`, 'utf8')) as Record<string, unknown>) : {};
    } catch {
      keys = {};
    }
    cache.set(language, keys);
  }
  return keys;
}

function text(language: string | null, key: string): string {
  for (const l of [language, 'EN']) {
    const value = l ? locale(l)[key] : undefined;
    if (typeof value === 'string') return value;
  }
  return key;
}

export function contractEndedText(ended: ContractRow, newRate: number): { title: string; content: string } {
  const language = ended.holderLanguage;
  const values = { type: text(language, `contract.type.${ended.type}`), rate: String(ended.topRate), newRate: String(newRate), upline: ended.offerer ?? '' };
  return { title: fillTemplate(text(language, 'contract.endedMessage.title'), values), content: fillTemplate(text(language, 'contract.endedMessage.content'), values) };
}

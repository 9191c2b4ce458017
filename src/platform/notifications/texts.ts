/**
 * The stored wording of an event message, in the member's language when it is raised (the
 * merchant's own texts over the shipped locale, the merchant default language, then English).
 * The portal rewords event messages from `event` + `params` in the reader's language; this text
 * is for any other reader of the inbox.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatMoney } from '../../shared/money.ts';
import { eventTimeText, fillTemplate, type MemberEvent, type MemberEventParams } from '../../shared/notifications.ts';
import type { Merchant } from '../merchants.ts';

const LOCALES_DIR = fileURLToPath(new URL('../../shared/i18n/locales/', import.meta.url));
const shipped = new Map<string, Record<string, unknown>>();

function shippedLocale(language: string): Record<string, unknown> {
  let keys = shipped.get(language);
  if (!keys) {
    try {
      keys = JSON.parse(readFileSync(`${LOCALES_DIR}${language}.json`, 'utf8')) as Record<string, unknown>;
    } catch {
      keys = {};
    }
    shipped.set(language, keys);
  }
  return keys;
}

/** A text by key: the merchant's own wording first, then the shipped locale, in the order of `languages`. */
export function merchantText(merchant: Merchant, languages: string[], key: string): string {
  for (const language of languages) {
    const own = merchant.texts[language]?.[key];
    if (typeof own === 'string') return own;
    const value = shippedLocale(language)[key];
    if (typeof value === 'string') return value;
  }
  return key;
}

export function eventMessageText(merchant: Merchant, language: string | null, event: MemberEvent, params: MemberEventParams): { title: string; content: string } {
  const languages = [...new Set([language, merchant.languages.default, 'EN'].filter((l): l is string => !!l && /^[A-Z]{2,3}$/.test(l)))];
  const values = { amount: formatMoney(params.amountMinor, merchant.currency), time: eventTimeText(params.requestedAt), remark: params.remark ?? '', orderNo: params.orderNo };
  return {
    title: fillTemplate(merchantText(merchant, languages, `notify.${event}.title`), values),
    content: fillTemplate(merchantText(merchant, languages, `notify.${event}`), values).trim(),
  };
}

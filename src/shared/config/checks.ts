// Checks JSON Schema cannot express: references between parts of one merchant file, files the
// config points at, translations, and safe regexes. They also run on configs that failed the
// schema, so the operator sees everything at once; a check that trips over a malformed part
// (a TypeError) is skipped, since the schema errors already cover that part.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig } from '../../generated/merchant.ts';
import type { PatternRule } from '../patterns.ts';
import { captchaRuleProblem } from '../captcha.ts';
import { escapePointer } from './problem.ts';
import { checkPatternRule } from './regex-checks.ts';
import { checkRewardCenter } from './reward-center-checks.ts';
import { checkForms } from './form-checks.ts';
import { PORTAL_ROUTES } from './routes.ts';
import type { Locales } from './locales.ts';
import type { ResolvedPage } from '../pages/merge.ts';
import { pageIdFromWire } from '../pages/wire-names.ts';

export interface Finding {
  pointer: string;
  keyword: string;
  message: string;
}

export interface MerchantContext {
  config: MerchantConfig;
  /** The merchant's folder (merchants/<code>). */
  folder: string;
  /** The folder's name, which must equal identity.code. */
  folderName: string;
  locales: Locales;
  /** The merchant's pages, merged with the base layout (shared/pages/merge.ts). */
  pages?: Record<string, ResolvedPage>;
}

type Visit = (value: unknown, pointer: string, key: string) => void;

function walk(value: unknown, pointer: string, key: string, visit: Visit): void {
  visit(value, pointer, key);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, String(i), visit));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${escapePointer(k)}`, k, visit);
  }
}

function checkIdentity({ config, folderName }: MerchantContext): Finding[] {
  if (config.identity.code === folderName) return [];
  return [{ pointer: '/identity/code', keyword: 'code-folder', message: `the code '${config.identity.code}' must equal the folder name '${folderName}'` }];
}

/**
 * The money format must be one the JavaScript runtime can write: Intl silently falls back to
 * another locale or to Latin digits, so an unknown locale or numbering system would show amounts
 * in a format nobody chose.
 */
function checkCurrency({ config }: MerchantContext): Finding[] {
  const { locale, digits } = config.identity.currency;
  if (Intl.NumberFormat.supportedLocalesOf([locale]).length === 0) {
    return [{ pointer: '/identity/currency/locale', keyword: 'unknown-locale', message: `the locale '${locale}' is not one this JavaScript runtime can format numbers in (for example bn-BD, vi-VN, zh-CN, en-US)` }];
  }
  const resolved = new Intl.NumberFormat(locale, { numberingSystem: digits }).resolvedOptions().numberingSystem;
  if (resolved !== digits) {
    return [{ pointer: '/identity/currency/digits', keyword: 'unsupported-digits', message: `the digits '${digits}' cannot be used with the locale '${locale}' (it writes '${resolved}' digits instead)` }];
  }
  return [];
}

function checkLanguages({ config, locales }: MerchantContext): Finding[] {
  const { default: fallback, supported } = config.languages;
  const findings: Finding[] = [];
  if (!supported.includes(fallback)) {
    findings.push({ pointer: '/languages/default', keyword: 'default-language', message: `the default language '${fallback}' is not in supported (${supported.join(', ')})` });
  }
  supported.forEach((code, i) => {
    const broken = locales.brokenReason(code);
    if (!locales.has(code)) {
      findings.push({ pointer: `/languages/supported/${i}`, keyword: 'missing-locale', message: `language '${code}' has no translation file ${locales.pathFor(code)}` });
    } else if (broken) {
      findings.push({ pointer: `/languages/supported/${i}`, keyword: 'broken-locale', message: `the translation file ${locales.pathFor(code)} cannot be read: ${broken}` });
    }
  });
  // Every key-like property (labelKey, titleKey, messageKey, ...) must be translated in every language.
  walk(config, '', '', (value, pointer, key) => {
    if (!/Key$/.test(key) || typeof value !== 'string') return;
    for (const code of supported) {
      if (locales.has(code) && !locales.brokenReason(code) && !locales.hasKey(code, value)) {
        findings.push({ pointer, keyword: 'missing-translation', message: `message key '${value}' has no ${code} translation in ${locales.keyFile(code)}` });
      }
    }
  });
  return findings;
}

/** The member page with the limits, time-outs and self-exclusion. */
const RESPONSIBLE_GAMING_HREF = '/member?page=responsibleGaming';

function checkVendors({ config }: MerchantContext): Finding[] {
  const findings: Finding[] = [];
  const check = (code: string, pointer: string) => {
    if (!(code in config.vendors)) {
      findings.push({ pointer, keyword: 'unknown-vendor', message: `vendor '${code}' is not declared in /vendors; declared: ${Object.keys(config.vendors).join(', ')}` });
    }
  };
  config.navigation.header.categories.forEach((item, i) =>
    item.vendors.forEach((code, j) => check(code, `/navigation/header/categories/${i}/vendors/${j}`)),
  );
  config.navigation.footer.vendors.forEach((code, i) => check(code, `/navigation/footer/vendors/${i}`));
  walk(config.screens, '/screens', '', (value, pointer, key) => {
    if (key === 'vendor' && typeof value === 'string') check(value, pointer);
    if (key === 'vendors' && Array.isArray(value)) value.forEach((code, i) => check(String(code), `${pointer}/${i}`));
  });
  const max = config.constants.footerVendorMax;
  // The way to a member's limits and breaks is on every page of every merchant (UKGC RTS 12:
  // a link to limits on home); the operator chooses its label and place among the links.
  if (!config.navigation.footer.helpLinks.some((link) => link.href === RESPONSIBLE_GAMING_HREF)) {
    findings.push({ pointer: '/navigation/footer/helpLinks', keyword: 'responsible-gaming-link', message: `the footer must link to the member's limits and breaks: add { "labelKey": "footer.responsibleGaming", "href": "${RESPONSIBLE_GAMING_HREF}" }` });
  }
  if (config.navigation.footer.vendors.length > max) {
    findings.push({ pointer: '/navigation/footer/vendors', keyword: 'footer-vendor-max', message: `the footer lists ${config.navigation.footer.vendors.length} vendors; constants.footerVendorMax allows ${max}` });
  }
  return findings;
}

function checkPages({ config, pages = {} }: MerchantContext): Finding[] {
  const findings: Finding[] = [];
  const categories = config.navigation.header.categories.map((item) => item.category);
  categories.forEach((category, i) => {
    if (categories.indexOf(category) !== i) {
      findings.push({ pointer: `/navigation/header/categories/${i}/category`, keyword: 'duplicate-category', message: `category '${category}' is already in the header` });
    }
  });
  walk(config.screens, '/screens', '', (value, pointer, key) => {
    if (key === 'category' && typeof value === 'string' && !categories.includes(value as never)) {
      findings.push({ pointer, keyword: 'unknown-page', message: `category '${value}' is not in the header (navigation.header.categories), so its page does not exist` });
    }
  });
  const memberPages = [...config.navigation.memberMenu.map((item) => item.page as string), ...Object.entries(pages).filter(([, page]) => page.centre === 'member').map(([id]) => id)];
  const ownPages = Object.entries(pages).filter(([, page]) => !page.centre).map(([id]) => `/p/${id}`);
  walk(config, '', '', (value, pointer, key) => {
    if ((key !== 'href') || typeof value !== 'string' || !value.startsWith('/')) return;
    const url = new URL(value, 'http://portal.invalid');
    if (url.pathname.startsWith('/p/') && !ownPages.includes(url.pathname)) {
      findings.push({ pointer, keyword: 'unknown-page', message: `'${url.pathname}' is not a page of this merchant; pages of their own: ${ownPages.join(', ') || 'none'}` });
    } else if (!url.pathname.startsWith('/p/') && !PORTAL_ROUTES.includes(url.pathname)) {
      findings.push({ pointer, keyword: 'unknown-page', message: `'${url.pathname}' is not a portal route; routes: ${PORTAL_ROUTES.join(', ')}` });
    }
    const page = url.searchParams.get('page');
    if (url.pathname === '/member' && page !== null && !memberPages.includes(page) && !memberPages.includes(pageIdFromWire(page))) {
      findings.push({ pointer, keyword: 'unknown-page', message: `member page '${page}' is not in the member menu` });
    }
  });
  return findings;
}

function checkFiles({ config, folder }: MerchantContext): Finding[] {
  const findings: Finding[] = [];
  for (const key of ['logo', 'favicon'] as const) {
    const file = config.branding[key];
    if (!existsSync(join(folder, file))) {
      findings.push({ pointer: `/branding/${key}`, keyword: 'missing-file', message: `the file '${file}' is not in ${folder}` });
    }
  }
  return findings;
}

function checkPatterns({ config }: MerchantContext): Finding[] {
  return Object.entries(config.registration.fields).flatMap(([name, setting]) => {
    const pattern = (setting as { pattern?: PatternRule } | undefined)?.pattern;
    return pattern ? checkPatternRule(pattern, `/registration/fields/${name}/pattern`) : [];
  });
}

/** The captcha image draws its text from the captcha field's rule: a rule it cannot satisfy would make every answer fail. */
function checkCaptcha({ config }: MerchantContext): Finding[] {
  const rule = config.registration.fields.captcha?.pattern;
  const problem = rule ? captchaRuleProblem(rule) : null;
  return problem ? [{ pointer: `/registration/fields/captcha/pattern/${problem.at}`, keyword: 'captcha-rule', message: problem.message }] : [];
}

/**
 * A deposit channel's range must make sense for the merchant's currency: min at most max, the
 * currency listed at all (else nobody can use the channel), and every chip inside the range (a
 * chip outside it would be refused on the platform after the member picked it).
 */
function checkDeposits({ config }: MerchantContext): Finding[] {
  const channels = config.constants.deposits?.channels ?? [];
  const currency = config.identity.currency.code;
  const findings: Finding[] = [];
  channels.forEach((channel, i) => {
    const at = `/constants/deposits/channels/${i}`;
    if (channels.findIndex((c) => c.code === channel.code) !== i) findings.push({ pointer: `${at}/code`, keyword: 'duplicate-channel', message: `the channel '${channel.code}' is listed twice` });
    channel.limits.forEach((limit, j) => {
      if (limit.min > limit.max) findings.push({ pointer: `${at}/limits/${j}`, keyword: 'deposit-range', message: `min ${limit.min} is above max ${limit.max}` });
    });
    const limit = channel.limits.find((l) => l.currency === currency);
    if (!limit) {
      findings.push({ pointer: `${at}/limits`, keyword: 'deposit-currency', message: `the channel '${channel.code}' has no range for the merchant's currency ${currency}` });
      return;
    }
    channel.chips.forEach((chip, j) => {
      if (chip < limit.min || chip > limit.max) findings.push({ pointer: `${at}/chips/${j}`, keyword: 'deposit-chip', message: `the chip ${chip} is outside the channel's range ${limit.min}-${limit.max}` });
    });
    if (channel.chipsOnly && channel.chips.length === 0) findings.push({ pointer: `${at}/chipsOnly`, keyword: 'deposit-chips-only', message: 'chipsOnly needs at least one chip' });
    if (channel.method === 'manual' && !channel.receivingAccount) findings.push({ pointer: at, keyword: 'deposit-receiving-account', message: `the manual channel '${channel.code}' needs a receivingAccount (where members transfer to)` });
  });
  return findings;
}

/** Redemptions keep the product id: two products under one id would share stock and history. */
function checkPointMall({ config }: MerchantContext): Finding[] {
  const products = config.constants.pointMall?.products ?? [];
  const seen = new Set<string>();
  return products.flatMap((product, i) => {
    if (!seen.has(product.id)) {
      seen.add(product.id);
      return [];
    }
    return [{ pointer: `/constants/pointMall/products/${i}/id`, keyword: 'duplicate-product', message: `the product id '${product.id}' is already used by an earlier product` }];
  });
}

/**
 * Missions: claims are kept under the mission id, so an id used twice would share claims; a date
 * range needs both ends in order (a daily or weekly mission has none); amounts must be payable in
 * the currency's smallest unit, or the prize paid would differ from the one shown.
 */
function checkMissions({ config }: MerchantContext): Finding[] {
  const items = config.constants.missions?.items ?? [];
  const decimals = config.identity.currency.decimals;
  const findings: Finding[] = [];
  const finer = (amount: number) => Math.abs(Math.round(amount * 10 ** decimals) - amount * 10 ** decimals) > 1e-6;
  items.forEach((mission, i) => {
    const at = `/constants/missions/items/${i}`;
    if (items.findIndex((m) => m.id === mission.id) !== i) findings.push({ pointer: `${at}/id`, keyword: 'duplicate-mission', message: `the mission id '${mission.id}' is already used by an earlier mission` });
    const { kind, from, to } = mission.period;
    if (kind === 'range' && (from === undefined || to === undefined)) {
      findings.push({ pointer: `${at}/period`, keyword: 'mission-range', message: 'a range mission needs both its first day (from) and its last day (to)' });
    } else if (kind !== 'range' && (from !== undefined || to !== undefined)) {
      findings.push({ pointer: `${at}/period`, keyword: 'mission-range', message: `a ${kind} mission has no from or to; use kind 'range' for a mission between two dates` });
    } else if (from !== undefined && to !== undefined && (from > to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))) {
      findings.push({ pointer: `${at}/period/to`, keyword: 'mission-range', message: `the last day ${to} must be a real date on or after the first day ${from}` });
    }
    if (mission.prize.kind === 'points' && !Number.isInteger(mission.prize.amount)) {
      findings.push({ pointer: `${at}/prize/amount`, keyword: 'mission-amount', message: `a points prize is a whole number of points, not ${mission.prize.amount}` });
    }
    for (const part of ['target', 'prize'] as const) {
      if (part === 'prize' && mission.prize.kind === 'points') continue;
      if (finer(mission[part].amount)) findings.push({ pointer: `${at}/${part}/amount`, keyword: 'mission-amount', message: `${mission[part].amount} has more decimals than the currency ${config.identity.currency.code} has (${decimals})` });
    }
  });
  return findings;
}

/**
 * Referral rewards: payments are kept under the rule id (once per friend and rule), so an id used
 * twice would pay one of them never; amounts must be payable in the currency's smallest unit.
 */
function checkReferralRewards({ config }: MerchantContext): Finding[] {
  const rules = config.constants.referralRewards?.rules ?? [];
  const decimals = config.identity.currency.decimals;
  const finer = (amount: number) => Math.abs(Math.round(amount * 10 ** decimals) - amount * 10 ** decimals) > 1e-6;
  return rules.flatMap((rule, i) => {
    const at = `/constants/referralRewards/rules/${i}`;
    const findings: Finding[] = [];
    if (rules.findIndex((r) => r.id === rule.id) !== i) findings.push({ pointer: `${at}/id`, keyword: 'duplicate-referral-rule', message: `the referral rule id '${rule.id}' is already used by an earlier rule` });
    for (const part of ['threshold', 'bonus'] as const) {
      if (finer(rule[part])) findings.push({ pointer: `${at}/${part}`, keyword: 'referral-amount', message: `${rule[part]} has more decimals than the currency ${config.identity.currency.code} has (${decimals})` });
    }
    return findings;
  });
}

export function checkMerchant(context: MerchantContext): Finding[] {
  return [checkIdentity, checkCurrency, checkLanguages, checkVendors, checkPages, checkFiles, checkPatterns, checkCaptcha, checkDeposits, checkPointMall, checkMissions, checkReferralRewards, ({ config }: MerchantContext) => checkRewardCenter(config), ({ config }: MerchantContext) => checkForms(config)].flatMap((check) => {
    try {
      return check(context);
    } catch (error) {
      if (error instanceof TypeError) return [];
      throw error;
    }
  });
}

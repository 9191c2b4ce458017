/**
 * The merchants this platform serves, and which one a request is for: the `Merchant` header when
 * it names a known merchant, else the host (`<code>.localhost`, a configured host), else the
 * default merchant. The platform reads only the parts of the merchant config it needs.
 */
import type { ContentByLanguage, TextsByLanguage } from '../shared/config/index.ts';
import { merchantConfigFingerprint, readCheckRecord, writeCheckRecord } from './merchant-check-record.ts';
import type { FieldSetting } from '../shared/patterns.ts';
import type { Currency, Features, MerchantConfig, SignInChannel } from '../generated/merchant.ts';

/** Validated by the loader against schemas/merchant.schema.json, so the generated types hold. */
export type MerchantFeatures = Features;
export type { SignInChannel };

export interface RegistrationSettings {
  fields: Record<string, FieldSetting & Record<string, unknown>>;
  ageConfirmation: { enabled: boolean; age: number };
  birthdayMinAge: number;
  birthdayFormat?: string;
  smsCodeLength: number;
  [key: string]: unknown;
}

export interface Merchant {
  code: string;
  displayName: string;
  hosts: string[];
  isDefault: boolean;
  /** Code, minor-unit decimals and the money format (src/shared/money.ts). */
  currency: Currency;
  languages: { default: string; supported: string[] };
  features: MerchantFeatures;
  registration: RegistrationSettings;
  constants: { smsExpiredMinutes: number; tooManyRequestsMinutes: number; [key: string]: unknown };
  encryption: 'des-rsa' | 'oaep-gcm' | 'none';
  /** The whole merchant config, served to the portal by GET /wps/portal/config. */
  config: MerchantConfig;
  /** The merchant's own texts (merchants/<code>/texts/<LANG>.json), served by GET /wps/portal/texts. */
  texts: TextsByLanguage;
  /** The merchant's content (merchants/<code>/content/<LANG>.json): banners, notices, promotions, help. */
  content: ContentByLanguage;
}

export interface MerchantRegistry {
  readonly all: Merchant[];
  byCode(code: string): Merchant | undefined;
  readonly defaultMerchant: Merchant;
  resolve(headerValue: string | undefined, host: string | undefined): Merchant;
  /** Serves a new, already validated set of merchants from the next request on (live reload). */
  replace(set: MerchantSet): void;
}

/** Validated merchant configs and their texts, as the loader returns them. */
export interface MerchantSet {
  configs: MerchantConfig[];
  texts: Record<string, TextsByLanguage>;
  content?: Record<string, ContentByLanguage>;
}

export function toMerchant(config: MerchantConfig, texts: TextsByLanguage = {}, content: ContentByLanguage = {}): Merchant {
  const { identity, languages, constants } = config;
  return {
    code: identity.code,
    displayName: identity.displayName,
    hosts: identity.hosts,
    isDefault: identity.isDefault,
    currency: identity.currency,
    languages: { default: languages.default, supported: languages.supported },
    features: config.features,
    registration: { ...config.registration, fields: config.registration.fields as RegistrationSettings['fields'] },
    constants: {
      ...constants,
      // The spec caps SMS code life at 10 minutes whatever the config says.
      smsExpiredMinutes: Math.min(constants.smsExpiredMinutes, 10),
      tooManyRequestsMinutes: constants.tooManyRequestsMinutes,
    },
    encryption: config.api.encryption,
    config,
    texts,
    content,
  };
}

/**
 * The merchant configs under `dir`, through the foundation's loader (schema and cross checks).
 * Refuses to start with the whole list of problems, never the first one only.
 *
 * With `checkRecord` (a file), a set that passed the check is kept there with a fingerprint of
 * its inputs, and a later call whose inputs have the same fingerprint returns it without checking
 * again (merchant-check-record.ts); any changed input is checked in full, with the same errors.
 */
export async function readMerchantConfigs(dir: string, options: { checkRecord?: string } = {}): Promise<MerchantSet> {
  // Taken before the check reads: a file edited meanwhile never stands under the older fingerprint.
  const fingerprint = options.checkRecord ? merchantConfigFingerprint(dir) : '';
  if (options.checkRecord) {
    const checked = readCheckRecord(options.checkRecord, fingerprint);
    if (checked) return checked;
  }
  // The loader (the schema's validators, the checks) is loaded only when a check runs.
  const { formatProblem, loadMerchants } = await import('../shared/config/index.ts');
  const { merchants, texts, content, problems } = loadMerchants(dir);
  if (problems.length > 0) throw new MerchantConfigError(problems.map(formatProblem));
  const set = { configs: merchants, texts, content };
  if (options.checkRecord) writeCheckRecord(options.checkRecord, fingerprint, set);
  return set;
}

/** The whole list of problems, one `file:line:col pointer: sentence [keyword]` line each. */
export class MerchantConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The merchant configuration has ${problems.length} problem(s):\n${problems.join('\n')}`);
  }
}

interface Lookup {
  all: Merchant[];
  defaultMerchant: Merchant;
  byCode: Map<string, Merchant>;
  byHost: Map<string, Merchant>;
}

function lookup({ configs, texts, content = {} }: MerchantSet): Lookup {
  const all = configs.map((config) => toMerchant(config, texts[config.identity.code], content[config.identity.code]));
  if (all.length === 0) throw new Error('no merchants configured');
  const defaultMerchant = all.find((m) => m.isDefault) ?? all[0]!;
  const byCode = new Map(all.map((m) => [m.code, m]));
  const byHost = new Map<string, Merchant>();
  for (const m of all) {
    byHost.set(`${m.code}.localhost`, m);
    for (const host of m.hosts) byHost.set(host.toLowerCase(), m);
  }
  return { all, defaultMerchant, byCode, byHost };
}

export function createMerchantRegistry(set: MerchantSet): MerchantRegistry {
  // Swapped whole on a reload, so a request sees either the old set or the new one, never a mix.
  let current = lookup(set);
  return {
    get all() {
      return current.all;
    },
    get defaultMerchant() {
      return current.defaultMerchant;
    },
    byCode: (code) => current.byCode.get(code),
    resolve(headerValue, host) {
      const fromHeader = headerValue ? current.byCode.get(headerValue.trim()) : undefined;
      if (fromHeader) return fromHeader;
      const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
      return current.byHost.get(hostname) ?? current.defaultMerchant;
    },
    replace(next) {
      current = lookup(next);
    },
  };
}

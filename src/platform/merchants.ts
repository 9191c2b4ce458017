/**
 * The merchants this platform serves, and which one a request is for: the `Merchant` header when
 * it names a known merchant, else the host (`<code>.localhost`, a configured host), else the
 * default merchant. The platform reads only the parts of the merchant config it needs.
 */
import { formatProblem, loadMerchants } from '../shared/config/index.ts';
import type { FieldSetting } from '../shared/patterns.ts';

export type SignInChannel = 'telegram' | 'facebook' | 'google';

export interface MerchantFeatures {
  freePlay: boolean;
  usernameRegister: boolean;
  mobileRegister: boolean;
  registerSmsVerification: boolean;
  mobileRegisterPassword: boolean;
  forgotPasswordByPhone: boolean;
  smsLogin: boolean;
  forcePasswordChange: boolean;
  passwordPolicy: { enabled: boolean; expiryDays: number };
  thirdPartySignIn: SignInChannel[];
  referral: boolean;
  quickLogin: boolean;
  twoFactor: boolean;
  unregisteredIpVerification: boolean;
  [key: string]: unknown;
}

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
  currency: { code: string; decimals: number };
  languages: { default: string; supported: string[] };
  features: MerchantFeatures;
  registration: RegistrationSettings;
  constants: { smsExpiredMinutes: number; tooManyRequestsMinutes: number; [key: string]: unknown };
  encryption: 'des-rsa' | 'oaep-gcm' | 'none';
  /** The whole merchant config, served to the portal by GET /wps/portal/config. */
  config: Record<string, unknown>;
}

export interface MerchantRegistry {
  all: Merchant[];
  byCode(code: string): Merchant | undefined;
  defaultMerchant: Merchant;
  resolve(headerValue: string | undefined, host: string | undefined): Merchant;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});

export function toMerchant(config: Json): Merchant {
  const identity = obj(config.identity);
  const features = obj(config.features);
  const constants = obj(config.constants);
  const currency = obj(identity.currency);
  const languages = obj(config.languages);
  const api = obj(config.api);
  const policy = obj(features.passwordPolicy);
  const registration = obj(config.registration) as Partial<RegistrationSettings>;
  const code = String(identity.code ?? '');
  if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(code)) throw new Error(`merchant code "${code}" is invalid`);
  return {
    code,
    displayName: String(identity.displayName ?? code),
    hosts: Array.isArray(identity.hosts) ? identity.hosts.map(String) : [],
    isDefault: identity.isDefault === true,
    currency: { code: String(currency.code ?? 'USD'), decimals: Number(currency.decimals ?? 2) },
    languages: {
      default: String(languages.default ?? 'EN'),
      supported: Array.isArray(languages.supported) ? languages.supported.map(String) : ['EN'],
    },
    features: {
      ...features,
      freePlay: features.freePlay === true,
      usernameRegister: features.usernameRegister !== false,
      mobileRegister: features.mobileRegister === true,
      registerSmsVerification: features.registerSmsVerification === true,
      mobileRegisterPassword: features.mobileRegisterPassword === true,
      forgotPasswordByPhone: features.forgotPasswordByPhone === true,
      smsLogin: features.smsLogin === true,
      forcePasswordChange: features.forcePasswordChange !== false,
      passwordPolicy: { enabled: policy.enabled !== false && policy.expiryDays !== undefined, expiryDays: Number(policy.expiryDays ?? 90) },
      thirdPartySignIn: (Array.isArray(features.thirdPartySignIn) ? features.thirdPartySignIn : []).filter(
        (c): c is SignInChannel => c === 'telegram' || c === 'facebook' || c === 'google',
      ),
      referral: features.referral === true,
      quickLogin: features.quickLogin === true,
      twoFactor: features.twoFactor === true,
      unregisteredIpVerification: features.unregisteredIpVerification === true,
    },
    registration: {
      ...registration,
      fields: (registration.fields ?? {}) as RegistrationSettings['fields'],
      ageConfirmation: registration.ageConfirmation ?? { enabled: false, age: 18 },
      birthdayMinAge: registration.birthdayMinAge ?? 21,
      smsCodeLength: registration.smsCodeLength ?? 6,
    },
    constants: {
      ...constants,
      // The spec caps SMS code life at 10 minutes whatever the config says.
      smsExpiredMinutes: Math.min(Number(constants.smsExpiredMinutes ?? 5), 10),
      tooManyRequestsMinutes: Number(constants.tooManyRequestsMinutes ?? 5),
    },
    encryption: api.encryption === 'oaep-gcm' || api.encryption === 'none' ? api.encryption : 'des-rsa',
    config,
  };
}

/**
 * The merchant configs under `dir`, through the foundation's loader (schema and cross checks).
 * Refuses to start with the whole list of problems, never the first one only.
 */
export async function readMerchantConfigs(dir: string): Promise<Json[]> {
  const { merchants, problems } = loadMerchants(dir);
  if (problems.length > 0) {
    throw new Error(`The merchant configuration has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
  }
  return merchants as unknown as Json[];
}

export function createMerchantRegistry(configs: Json[]): MerchantRegistry {
  const all = configs.map(toMerchant);
  if (all.length === 0) throw new Error('no merchants configured');
  const defaultMerchant = all.find((m) => m.isDefault) ?? all[0]!;
  const byCode = new Map(all.map((m) => [m.code, m]));
  const byHost = new Map<string, Merchant>();
  for (const m of all) {
    byHost.set(`${m.code}.localhost`, m);
    for (const host of m.hosts) byHost.set(host.toLowerCase(), m);
  }
  return {
    all,
    defaultMerchant,
    byCode: (code) => byCode.get(code),
    resolve(headerValue, host) {
      const fromHeader = headerValue ? byCode.get(headerValue.trim()) : undefined;
      if (fromHeader) return fromHeader;
      const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
      return byHost.get(hostname) ?? defaultMerchant;
    },
  };
}

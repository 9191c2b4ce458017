/**
 * The platform's own ajv (2020-12), compiling the request schemas of `schemas/api/`. No type
 * coercion: a number where a string belongs is a 400, not a silent conversion.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const API_SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

export type ApiSchemaName =
  | 'login-request' | 'sms-login-request' | 'sms-no-login-request' | 'freeplay-request' | 'register-request'
  | 'register-mobile-request' | 'change-password-request' | 'forgot-password-email-request' | 'reset-password-request' | 'mail-outbox-query'
  | 'forgot-password-phone-request' | 'update-language-request' | 'wallet-transfer-request' | 'encrypted-body'
  | 'captcha-query' | 'sms-register-query' | 'rsa-key-query' | 'affiliate-query' | 'balance-query'
  | 'status-query' | 'help-center-query' | 'sms-outbox-query' | 'announcements-query' | 'dev-announcement-request'
  | 'two-factor-enable-request' | 'captcha-answer-query' | 'quick-login-request' | 'logout-request'
  | 'dev-merchant-settings-request' | 'game-round-request' | 'game-state-query';

export function loadApiSchemas(dir = API_SCHEMAS_DIR): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    out.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>);
  }
  return out;
}

export function createApiAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, coerceTypes: false, strict: true, strictRequired: false, useDefaults: false, removeAdditional: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

export interface ApiSchemas {
  get(name: ApiSchemaName): Record<string, unknown>;
}

export function apiSchemas(): ApiSchemas {
  const schemas = loadApiSchemas();
  return {
    get(name) {
      const schema = schemas.get(name);
      if (!schema) throw new Error(`schemas/api/${name}.json is missing`);
      return schema;
    },
  };
}

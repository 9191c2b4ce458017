// A merchant's form settings (forms.<call>) against the calls they change: the call must exist
// (schemas/api/<call>.json) and every field named, in `order` or `fields`, must be a property of
// its request, or the setting would silently change nothing. Extra patterns must compile and be
// safe from catastrophic backtracking (they run in every member's browser).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import safeRegex from 'safe-regex2';
import type { MerchantConfig } from '../../generated/merchant.ts';
import type { Finding } from './checks.ts';
import { repoRoot } from './paths.ts';
import { escapePointer } from './problem.ts';

function requestProperties(call: string, apiDir: string): Record<string, { enum?: unknown[]; properties?: object }> | null {
  const file = join(apiDir, `${call}.json`);
  if (!/^[a-z][A-Za-z0-9]*$/.test(call) || !existsSync(file)) return null;
  const callSchema = JSON.parse(readFileSync(file, 'utf8')) as { request?: { properties?: Record<string, { enum?: unknown[] }> } };
  return callSchema.request?.properties ?? {};
}

export function checkForms(config: MerchantConfig, apiDir = join(repoRoot, 'schemas/api')): Finding[] {
  const findings: Finding[] = [];
  for (const [call, form] of Object.entries(config.forms ?? {})) {
    if (!form) continue;
    const at = `/forms/${escapePointer(call)}`;
    const properties = requestProperties(call, apiDir);
    if (!properties) {
      findings.push({ pointer: at, keyword: 'form-call', message: `there is no call '${call}' (schemas/api/${call}.json); a form's settings are keyed by the call the form sends, e.g. withdrawRequest` });
      continue;
    }
    // A field of an object property is named by its path (recipient/name).
    const fields = Object.entries(properties).flatMap(([name, schema]) => [name, ...Object.keys((schema as { properties?: object }).properties ?? {}).map((inner) => `${name}/${inner}`)]);
    const unknown = (name: string, pointer: string) => {
      if (!fields.includes(name)) findings.push({ pointer, keyword: 'form-field', message: `the call '${call}' has no field '${name}'; its request has ${fields.join(', ')}` });
    };
    (form.order ?? []).forEach((name, i) => unknown(name, `${at}/order/${i}`));
    for (const [name, field] of Object.entries(form.fields ?? {})) {
      const here = `${at}/fields/${escapePointer(name)}`;
      unknown(name, here);
      // A fixed value of a field with a few values (a period, a kind) must be one of them, or the form would offer nothing.
      const values = properties[name]?.enum;
      if (field?.default !== undefined && values && !values.includes(field.default)) {
        findings.push({ pointer: `${here}/default`, keyword: 'form-default', message: `'${field.default}' is not a value of '${name}' in the call '${call}'; it takes ${values.join(', ')}` });
      }
      if (field?.pattern === undefined) continue;
      try {
        new RegExp(field.pattern, 'u');
      } catch (error) {
        findings.push({ pointer: `${here}/pattern`, keyword: 'regex-syntax', message: `the pattern does not compile: ${(error as Error).message}` });
        continue;
      }
      if (!safeRegex(field.pattern)) findings.push({ pointer: `${here}/pattern`, keyword: 'regex-unsafe', message: `the pattern '${field.pattern}' can take exponential time on some inputs; rewrite it without a repeated group that itself repeats` });
    }
  }
  return findings;
}

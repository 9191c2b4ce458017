// The error codes of the calls, from the call schemas: each call's own (`errors` in
// schemas/api/<call>.json) and those any call may answer (schemas/api-errors.json, by the call's
// auth). scripts/gen-types.ts writes from them the list of every code the platform sends
// (src/generated/api/error-codes.ts: the platform's ApiError takes only those, the locale tests ask
// for each one's text) and, for the portal's forms, the request field each code is about.

export interface ErrorsOfCallSchema {
  name: string;
  auth: string;
  errors?: Record<string, { field?: string }>;
  request: Record<string, unknown>;
}

export interface ApiErrorsFile {
  everyCall: string[];
  byAuth: Partial<Record<'member' | 'nonTrial' | 'real' | 'agent' | 'operator', string[]>>;
}

/** The auth rules whose codes a call of this auth may answer: each rule adds to the one before. */
const AUTH_CHAIN: Readonly<Record<string, readonly (keyof ApiErrorsFile['byAuth'])[]>> = {
  member: ['member'],
  nonTrial: ['member', 'nonTrial'],
  real: ['member', 'nonTrial', 'real'],
  agent: ['member', 'nonTrial', 'real', 'agent'],
  operator: ['operator'],
};

/** Every code a call may answer: its own, its auth rule's and every call's. */
export function codesOfCall(callSchema: ErrorsOfCallSchema, general: ApiErrorsFile): string[] {
  const byAuth = (AUTH_CHAIN[callSchema.auth] ?? []).flatMap((auth) => general.byAuth[auth] ?? []);
  return [...new Set([...Object.keys(callSchema.errors ?? {}), ...byAuth, ...general.everyCall])];
}

/**
 * The codes the platform sends, split by who shows them: a code only the payments desk's calls
 * (auth operator) answer is the desk's (translated in src/desk/i18n/locales); every other code
 * reaches the portal, which has a text for it in each of its languages.
 */
export function errorCodeLists(callSchemas: ErrorsOfCallSchema[], general: ApiErrorsFile): { platform: string[]; desk: string[] } {
  const portal = new Set<string>();
  const desk = new Set<string>();
  for (const callSchema of callSchemas) for (const code of codesOfCall(callSchema, general)) (callSchema.auth === 'operator' ? desk : portal).add(code);
  for (const code of general.everyCall) portal.add(code);
  for (const [auth, codes] of Object.entries(general.byAuth)) for (const code of codes ?? []) (auth === 'operator' ? desk : portal).add(code);
  return { platform: [...portal].sort(), desk: [...desk].filter((code) => !portal.has(code)).sort() };
}

/** src/generated/api/error-codes.ts: the lists as typed constants. */
export function errorCodesModule(banner: string, lists: { platform: string[]; desk: string[] }): string {
  const list = (codes: string[]) => codes.map((code) => `  '${code}',`).join('\n');
  return [
    banner,
    '',
    '/** Every code the platform sends to the portal: the call schemas\' own and schemas/api-errors.json. */',
    `export const PLATFORM_ERROR_CODES = [\n${list(lists.platform)}\n] as const;`,
    '',
    '/** Codes only the payments desk\'s calls (auth operator) answer; the desk translates them. */',
    `export const DESK_ERROR_CODES = [\n${list(lists.desk)}\n] as const;`,
    '',
    'export type DeskErrorCode = (typeof DESK_ERROR_CODES)[number];',
    '',
    'export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number] | DeskErrorCode;',
    '',
  ].join('\n');
}

const CODE = /^[A-Za-z][A-Za-z0-9_.]*$/;

/**
 * A call schema's error code must be written as a code, not repeat one every call of its auth may
 * answer already, and a code's field must be a property of the call's request: a typo would place
 * an error nowhere, silently.
 */
export function errorProblems(c: ErrorsOfCallSchema, general: ApiErrorsFile): string[] {
  const fields = Object.keys((c.request as { properties?: Record<string, unknown> }).properties ?? {});
  const inherited = new Set(codesOfCall({ ...c, errors: {} }, general));
  const problems: string[] = [];
  for (const [code, about] of Object.entries(c.errors ?? {})) {
    if (!CODE.test(code)) problems.push(`schemas/api/${c.name}.json: /errors/${code}: '${code}' is not an error code (letters, digits, '.' and '_')`);
    if (inherited.has(code) && about.field === undefined) {
      problems.push(`schemas/api/${c.name}.json: /errors/${code}: every ${c.auth} call may answer '${code}' already (schemas/api-errors.json); name it here only with a field`);
    }
    if (about.field !== undefined && !fields.includes(about.field)) {
      problems.push(`schemas/api/${c.name}.json: /errors/${code}/field: the request has no field '${about.field}'; it has ${fields.join(', ') || 'none'}`);
    }
  }
  return problems;
}

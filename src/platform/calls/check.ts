/**
 * Contract checking for tests (CONTRACT_CHECK=1, set by the vitest config and the browser tests'
 * platform): every JSON reply is checked against its call's response schema with ajv, objects
 * closed (a property the contract does not name fails), and the serialised text must read back as
 * exactly what the handler returned, so fast-json-stringify never drops or rewrites a field
 * silently. A violation turns the reply into a 500 `contract.violation` envelope, is logged, and
 * is recorded in `contractViolations` (the vitest setup fails the test file on any; the browser
 * suite's teardown fails the run on any line of the platform's log that reports one).
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createApiAjv } from '../validation.ts';
import { contracts, successEnvelope } from './routes.ts';
import type { SchemaObject } from './load.ts';

export interface ContractViolation {
  call: string | null;
  method: string;
  url: string;
  status: number;
  problems: string[];
}

/** Every violation seen in this process (tests read and clear it). */
export const contractViolations: ContractViolation[] = [];

const FAILURE_ENVELOPE: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'value', 'message', 'errorCode'],
  properties: { success: { const: false }, value: {}, message: { type: 'string' }, errorCode: { type: 'string', minLength: 1 } },
};

/** Object schemas that do not say otherwise are closed: a reply may not carry unnamed fields. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, closed(v)])) : closed(value);
  }
  if (out.properties && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) out.additionalProperties = false;
  return out;
}

export function createContractChecker() {
  const ajv = createApiAjv();
  const failure = ajv.compile(FAILURE_ENVELOPE);
  const success = new Map<string, ValidateFunction>();
  const successFor = (name: string): ValidateFunction => {
    let validate = success.get(name);
    if (!validate) {
      const contract = contracts().get(name);
      if (!contract) throw new Error(`no contract ${name}`);
      validate = ajv.compile(successEnvelope(closed(contract.response) as SchemaObject));
      success.set(name, validate);
    }
    return validate;
  };
  const problemsOf = (validate: ValidateFunction, payload: unknown): string[] =>
    validate(payload) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);

  return {
    /** Problems of a JSON reply: its call's success envelope, or the failure envelope. */
    check(call: string | null, payload: unknown): string[] {
      const record = payload as { success?: unknown } | null;
      if (record?.success === true && call) return problemsOf(successFor(call), payload);
      return problemsOf(failure, payload);
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    contractSnapshot?: unknown;
  }
}

/** The hooks of check mode (buildApp adds them when asked). */
export function addContractCheck(app: FastifyInstance): void {
  const checker = createContractChecker();
  app.decorateRequest('contractSnapshot', undefined);
  app.addHook('preSerialization', async (request, reply, payload) => {
    const call = (request.routeOptions.config as { contract?: string }).contract ?? null;
    if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
    const problems = checker.check(call, payload);
    if (problems.length > 0) return violation(reply, { call, method: request.method, url: request.url, status: reply.statusCode, problems });
    request.contractSnapshot = JSON.parse(JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.contractSnapshot === undefined || typeof payload !== 'string') return payload;
    const snapshot = request.contractSnapshot;
    request.contractSnapshot = undefined;
    if (isDeepStrictEqual(JSON.parse(payload), snapshot)) return payload;
    const call = (request.routeOptions.config as { contract?: string }).contract ?? null;
    const found = { call, method: request.method, url: request.url, status: reply.statusCode, problems: [`serialised reply differs from the handler's value: ${payload.slice(0, 300)}`] };
    contractViolations.push(found);
    reply.code(500);
    reply.log.error(describe(found));
    return JSON.stringify(violationEnvelope(describe(found)));
  });
}

/**
 * The 500 a violation becomes. It exists only in test runs (CONTRACT_CHECK=1), so it is not one of
 * the codes the portal lists and translates (src/shared/api/error-codes.ts).
 */
const VIOLATION = 'contract.violation';
const violationEnvelope = (message: string) => ({ success: false, value: null, message, errorCode: VIOLATION });

function describe(v: ContractViolation): string {
  return `${v.method} ${v.url} (${v.call ?? 'no contract'}, HTTP ${v.status}) breaks its contract: ${v.problems.join('; ')}`;
}

function violation(reply: import('fastify').FastifyReply, found: ContractViolation) {
  contractViolations.push(found);
  reply.code(500);
  reply.log.error(describe(found));
  return violationEnvelope(describe(found));
}

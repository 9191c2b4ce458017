/**
 * Call schema checking for tests (CALL_SCHEMA_CHECK=1, set by the vitest config and the browser tests'
 * platform): every JSON reply is checked against its call's response schema with ajv, objects
 * closed (a property the call schema does not name fails), and the serialised text must read back as
 * exactly what the handler returned, so fast-json-stringify never drops or rewrites a field
 * silently. A violation turns the reply into a 500 `callSchema.violation` envelope, is logged, and
 * is recorded in `callSchemaViolations` (the vitest setup fails the test file on any; the browser
 * suite's teardown fails the run on any line of the platform's log that reports one).
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createApiAjv, keptApiValidator } from '../validation.ts';
import { callSchemas, successEnvelope } from './routes.ts';
import type { SchemaObject } from './load.ts';
import { callSchemaViolations, type CallSchemaViolation } from './violations.ts';

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

export function createCallSchemaChecker() {
  const ajv = createApiAjv();
  const failure = ajv.compile(FAILURE_ENVELOPE);
  const success = new Map<string, ValidateFunction>();
  const successFor = (name: string): ValidateFunction => {
    let validate = success.get(name);
    if (!validate) {
      const callSchema = callSchemas().get(name);
      if (!callSchema) throw new Error(`no call schema ${name}`);
      validate = keptApiValidator('call-response', successEnvelope(closed(callSchema.response) as SchemaObject));
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
    callSchemaSnapshot?: unknown;
  }
}

/** The hooks of check mode (buildApp adds them when asked). */
export function addCallSchemaCheck(app: FastifyInstance): void {
  const checker = createCallSchemaChecker();
  app.decorateRequest('callSchemaSnapshot', undefined);
  app.addHook('preSerialization', async (request, reply, payload) => {
    const call = (request.routeOptions.config as { callSchema?: string }).callSchema ?? null;
    if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload)) return payload;
    const problems = checker.check(call, payload);
    if (problems.length > 0) return violation(reply, { call, method: request.method, url: request.url, status: reply.statusCode, problems });
    request.callSchemaSnapshot = JSON.parse(JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.callSchemaSnapshot === undefined || typeof payload !== 'string') return payload;
    const snapshot = request.callSchemaSnapshot;
    request.callSchemaSnapshot = undefined;
    if (isDeepStrictEqual(JSON.parse(payload), snapshot)) return payload;
    const call = (request.routeOptions.config as { callSchema?: string }).callSchema ?? null;
    const found = { call, method: request.method, url: request.url, status: reply.statusCode, problems: [`serialised reply differs from the handler's value: ${payload.slice(0, 300)}`] };
    callSchemaViolations.push(found);
    reply.code(500);
    reply.log.error(describe(found));
    return JSON.stringify(violationEnvelope(describe(found)));
  });
}

/**
 * The 500 a violation becomes. It exists only in test runs (CALL_SCHEMA_CHECK=1), so it is not one of
 * the codes the portal lists and translates (src/shared/api/error-codes.ts).
 */
const VIOLATION = 'callSchema.violation';
const violationEnvelope = (message: string) => ({ success: false, value: null, message, errorCode: VIOLATION });

function describe(v: CallSchemaViolation): string {
  return `${v.method} ${v.url} (${v.call ?? 'no call schema'}, HTTP ${v.status}) breaks its call schema: ${v.problems.join('; ')}`;
}

function violation(reply: import('fastify').FastifyReply, found: CallSchemaViolation) {
  callSchemaViolations.push(found);
  reply.code(500);
  reply.log.error(describe(found));
  return violationEnvelope(describe(found));
}

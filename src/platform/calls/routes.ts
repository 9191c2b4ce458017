/**
 * Registers a call's Fastify route from its call schema (schemas/api/<call>.json): method(s), path,
 * authentication, decryption, request validation and the success envelope's response schema
 * (serialised by Fastify's fast-json-stringify). A handler's input is typed by its call schema; what it
 * returns is checked against the response schema at run time in the tests (calls/check.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCallName, AnyCallRequest, AnyCallResponse } from '../../shared/api/calls.ts';
import type { Envelope, Failure } from '../../shared/envelope.ts';
import { readCallSchemas, type CallSchema, type SchemaObject } from './load.ts';

let loaded: Map<string, CallSchema> | null = null;

/** The call schemas, read once per process. */
export function callSchemas(): Map<string, CallSchema> {
  loaded ??= readCallSchemas();
  return loaded;
}

export function callSchemaFor(name: string): CallSchema {
  const callSchema = callSchemas().get(name);
  if (!callSchema) throw new Error(`schemas/api/${name}.json is missing`);
  return callSchema;
}

/** The envelope of a successful call, around the call schema's value schema. */
export function successEnvelope(value: SchemaObject): SchemaObject {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', 'value', 'message', 'errorCode'],
    properties: { success: { const: true }, value, message: { type: ['string', 'null'] }, errorCode: { type: 'null' } },
  };
}

type Tables = typeof import('../../generated/api/calls.ts').calls & typeof import('../../generated/api/desk-calls.ts').deskCalls;
type Method<N extends AnyCallName> = Tables[N]['method'];
/** GET calls read the query string, the others the (decrypted) body. */
export type CallInput<N extends AnyCallName> = Method<N> extends 'GET' ? { Querystring: AnyCallRequest<N> } : { Body: AnyCallRequest<N> };
export type CallHandler<N extends AnyCallName> = (
  request: FastifyRequest<CallInput<N>>,
  reply: FastifyReply,
) => Promise<Envelope<AnyCallResponse<N>> | Failure<unknown> | FastifyReply>;

/** The route of call `name`, built from its call schema (the portal's calls and the desk's alike). */
export function defineCall<N extends AnyCallName>(app: FastifyInstance, name: N, handler: CallHandler<N>, extra?: { withWalletBalance?: boolean }): void {
  const callSchema = callSchemaFor(name);
  for (const method of [callSchema.method, ...callSchema.alsoMethods]) {
    app.route({
      method,
      url: callSchema.path,
      ...(callSchema.bodyLimit ? { bodyLimit: callSchema.bodyLimit } : {}),
      schema: {
        [method === 'GET' ? 'querystring' : 'body']: callSchema.request,
        response: { 200: successEnvelope(callSchema.responseForSerializer) },
      },
      config: {
        callSchema: name,
        ...(callSchema.auth === 'member' || callSchema.auth === 'nonTrial' || callSchema.auth === 'real' || callSchema.auth === 'agent' ? { auth: callSchema.auth } : {}),
        ...(callSchema.auth === 'operator' ? { operatorRoles: callSchema.roles } : {}),
        ...(callSchema.encrypt ? { encrypted: true } : {}),
        ...(callSchema.openDuringBreak ? { openDuringBreak: true } : {}),
        ...(extra?.withWalletBalance ? { withWalletBalance: true } : {}),
      },
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}

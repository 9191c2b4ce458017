/**
 * Registers a call's Fastify route from its contract (schemas/api/<call>.json): method(s), path,
 * authentication, decryption, request validation and the success envelope's response schema
 * (serialised by Fastify's fast-json-stringify). A handler's input is typed by its contract; what it
 * returns is checked against the response schema at run time in the tests (contracts/check.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCallName, AnyCallRequest, AnyCallResponse } from '../../shared/api/calls.ts';
import type { Envelope, Failure } from '../../shared/envelope.ts';
import { readContracts, type Contract, type SchemaObject } from './load.ts';

let loaded: Map<string, Contract> | null = null;

/** The contracts, read once per process. */
export function contracts(): Map<string, Contract> {
  loaded ??= readContracts();
  return loaded;
}

export function contractFor(name: string): Contract {
  const contract = contracts().get(name);
  if (!contract) throw new Error(`schemas/api/${name}.json is missing`);
  return contract;
}

/** The envelope of a successful call, around the contract's value schema. */
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

/** The route of call `name`, built from its contract (the portal's calls and the desk's alike). */
export function defineCall<N extends AnyCallName>(app: FastifyInstance, name: N, handler: CallHandler<N>): void {
  const contract = contractFor(name);
  for (const method of [contract.method, ...contract.alsoMethods]) {
    app.route({
      method,
      url: contract.path,
      ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
      schema: {
        [method === 'GET' ? 'querystring' : 'body']: contract.request,
        response: { 200: successEnvelope(contract.responseForSerializer) },
      },
      config: {
        contract: name,
        ...(contract.auth === 'member' || contract.auth === 'nonTrial' || contract.auth === 'real' || contract.auth === 'agent' ? { auth: contract.auth } : {}),
        ...(contract.auth === 'operator' ? { operatorRoles: contract.roles } : {}),
        ...(contract.encrypt ? { encrypted: true } : {}),
      },
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}

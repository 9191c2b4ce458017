/**
 * The Fastify application: merchant resolution, authentication and decryption hooks, request
 * validation with the platform's own ajv, security headers, and an envelope on every answer,
 * failures included (404, 400, 413, 415, 431, malformed JSON, 500; never a stack trace). Every
 * request leaves one log line; a 5xx leaves its stack, under the request id.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fail } from '../shared/envelope.ts';
import type { RouteDeps } from './context.ts';
import { decryptBody } from './encryption.ts';
import { ApiError } from './errors.ts';
import { clientErrorHandler, frameworkErrors } from './client-errors.ts';
import { checkBody, checkQueryAndParams } from './input-rules.ts';
import { authenticate } from './features/sessions/index.ts';
import { authenticateOperator } from './features/desk/index.ts';
import { compileOnFirstUse } from './validation.ts';
import { buildSerializerOnFirstUse } from './serialize-on-first-use.ts';
import { features as discovered } from './discover-features.ts';
import type { PlatformFeature } from './feature.ts';
import { addCallSchemaCheck } from './calls/check.ts';
import { createInstallableRoutes } from './installable/routes.ts';
import { createPortalRoutes, isApiPath, securityHeaders } from './portal-page/routes.ts';
import { compressAnswer, pickEncoding } from './portal-page/compress.ts';
import { createPortalPage } from './portal-page/index.ts';
import { hostOfOrigin, isGameProviderPath } from './games/origin.ts';
import { isPayProviderPath } from './payments/pay-origin.ts';
import { registerReferenceProvider } from './payments/reference-provider.ts';

export interface AppOptions extends RouteDeps {
  /** Trust X-Forwarded-For for the client IP (only behind a proxy you run; tests use it). */
  trustProxy?: boolean;
  /** The built portal (index.html + assets); missing = a page saying to run the build. */
  distDir: string;
  /** Fastify's pino: false = silent; options pick the level and a file or stream. Default silent. */
  logger?: boolean | PlatformLogOptions;
  bodyLimit?: number;
  /** More routes on the same instance (the games area registers its calls here). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Check every JSON reply against its call schema (tests; calls/check.ts). */
  checkCallSchemas?: boolean;
  /** The features whose routes the app serves; default those found in features/. */
  features?: readonly PlatformFeature[];
}

export interface PlatformLogOptions {
  /** pino level: 'info' logs every request, 'warn' only failures of the platform, 'silent' nothing. */
  level?: string;
  /** Append the log to this file instead of stdout. */
  file?: string;
  /** Or write the log lines here (tests read them). */
  stream?: { write(line: string): void };
}

/** A registered route as the fuzz test and tools see it. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  config?: { auth?: 'member' | 'nonTrial' | 'real' | 'agent'; operatorRoles?: readonly string[]; encrypted?: boolean };
}

/** Below this an answer is sent as it is: compressing a few hundred bytes costs more than it saves. */
const COMPRESS_ABOVE_BYTES = 8 * 1024;

const routeTables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Bytes of one request id; ids are cut from a buffer of random bytes filled for this many at once. */
const ID_BYTES = 6;
const IDS_PER_FILL = 1024;
let idBytes = Buffer.alloc(0);
let idAt = 0;
/**
 * A random request id (random, not a counter: the id is in every answer's headers, and a counter
 * would tell anyone how many requests the platform serves). One call to the random source per
 * thousand requests instead of one each: that call cost more than the rest of the id.
 */
export function requestId(): string {
  if (idAt + ID_BYTES > idBytes.length) {
    idBytes = randomBytes(ID_BYTES * IDS_PER_FILL);
    idAt = 0;
  }
  const id = idBytes.toString('hex', idAt, idAt + ID_BYTES);
  idAt += ID_BYTES;
  return id;
}

/**
 * Whether a Host header names one of the origins `list()` answers. The hosts are worked out again
 * only when the list is another array (it changes once, when the port is known): parsing each
 * origin as a URL on every request was a good part of the hooks' cost.
 */
function hostMatcher(list: () => readonly string[]): (hostHeader: string | undefined) => boolean {
  let origins: readonly string[] | null = null;
  let hosts = new Set<string>();
  return (hostHeader) => {
    const current = list();
    if (current !== origins) {
      origins = current;
      hosts = new Set(current.map(hostOfOrigin).filter((host): host is string => host !== null));
    }
    if (hosts.size === 0) return false;
    const host = (hostHeader ?? '').trim().toLowerCase();
    return host !== '' && hosts.has(host);
  };
}

/** Every route registered on an app made by buildApp (HEAD twins included), in order. */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return routeTables.get(app) ?? [];
}

type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;
/** Fastify's validator factory, typed by Fastify after its ajv compiler's; any check with `errors` serves. */
const requestChecks = (() => ({ schema }: { schema: object }) => compileOnFirstUse(schema)) as unknown as BuildValidator;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const log = options.logger ?? false;
  const app = Fastify({
    logger: typeof log === 'object' ? { level: log.level ?? 'info', ...(log.file ? { file: log.file } : {}), ...(log.stream ? { stream: log.stream } : {}) } : log,
    // One compact line per request from onResponse below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Random, not a counter: the id is in every answer's headers, and a counter would tell anyone
    // how many requests the platform serves.
    genReqId: requestId,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    // A closing process (a worker in a rolling restart) still answers the requests its open
    // connections bring, each with Connection: close, instead of Fastify's bare 503: none is lost,
    // and new connections go to the other workers.
    return503OnClosing: false,
    // Stack traces stay in the log; clients only ever get envelopes.
    clientErrorHandler,
    // Our own request checks (validation.ts): Fastify does not load its ajv compiler either.
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse(), buildValidator: requestChecks } },
    frameworkErrors,
  });
  const routes: RouteEntry[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, ...(route.schema ? { schema: route.schema } : {}), ...(route.config ? { config: route.config } : {}) });
  });
  app.decorateRequest('merchant', null as never);
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const launchHosts = options.launchHosts ?? (() => []);
  const payHosts = options.payOrigins ?? (() => []);
  // The security headers as [name, value] pairs, made again only when the launch hosts change.
  let headers: { origins: readonly string[] | null; key: string; values: [string, string][] } = { origins: null, key: '', values: Object.entries(securityHeaders([])) };
  const headersFor = (origins: readonly string[]) => {
    if (origins === headers.origins) return headers.values;
    const key = origins.join(' ');
    headers = { origins, key, values: key === headers.key ? headers.values : Object.entries(securityHeaders(origins)) };
    return headers.values;
  };
  const onLaunchHost = hostMatcher(launchHosts);
  const onPayHost = hostMatcher(payHosts);

  // The hooks that never wait take Fastify's callback form: an async function would cost every
  // request a promise and a trip through the microtask queue per hook.
  app.addHook('onRequest', (request, reply, done) => {
    // A launch host answers only the game provider, and the provider answers only there: a
    // framed game never shares the portal's origin (game-origin.ts).
    if (onLaunchHost(request.headers.host) !== isGameProviderPath(request.url)) {
      reply.code(404).send(fail('not_found', `No such call: ${request.method} ${request.url.split('?')[0] ?? '/'}`));
      return;
    }
    // Likewise the payment provider: its checkout answers only on its own origin, and only it does there.
    if (onPayHost(request.headers.host) !== isPayProviderPath(request.url)) {
      reply.code(404).send(fail('not_found', `No such call: ${request.method} ${request.url.split('?')[0] ?? '/'}`));
      return;
    }
    const header = request.headers.merchant;
    request.merchant = options.merchants.resolve(typeof header === 'string' ? header : undefined, request.headers.host);
    request.auth = null;
    request.operator = null;
    done();
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    // Pages ignore their query (a repeated utm tag must not break one); API calls read theirs.
    const api = isApiPath(request.url);
    if (api) checkQueryAndParams(request.query, request.params);
    // A bodiless POST/PUT is an empty object, so the schema names the missing fields.
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
    if (config.auth) request.auth = await authenticate(options, request, config.auth, config);
    if (config.operatorRoles) request.operator = await authenticateOperator(options, request, config.operatorRoles);
    if (config.encrypted) request.body = await decryptBody(request, options.keys);
    if (api) checkBody(request.body);
  });

  // A route's response schema describes its success envelope; a failure it answers with (some
  // game calls fail with HTTP 200, PROTOCOL.md) is written as it is.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if ((payload as { success?: unknown } | null)?.success === false) reply.serializer(JSON.stringify);
    done(null, payload);
  });
  if (options.checkCallSchemas) addCallSchemaCheck(app);

  app.addHook('onSend', (request, reply, payload, done) => {
    // A route that sets its own CSP (framed demo games) has taken charge of framing too.
    const ownPolicy = reply.hasHeader('Content-Security-Policy');
    for (const [name, value] of headersFor(launchHosts())) {
      if (reply.hasHeader(name) || (ownPolicy && name === 'X-Frame-Options')) continue;
      reply.header(name, value);
    }
    // API answers are never cached; a route that names its own caching (game art, provider
    // scripts) serves a file, not account data.
    if (isApiPath(request.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  // Large JSON answers travel compressed when the client accepts it (the slots list is about 3 MB
  // of JSON: over mobile data that was most of the page's load). Registered after the call schema
  // check, which reads the answer as text. Small answers and streams go as they are.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_ABOVE_BYTES || !isApiPath(request.url)) return done(null, payload);
    if (!String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')) return done(null, payload);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (encoding === 'identity') return done(null, payload);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('Content-Length');
    compressAnswer(payload, encoding).then((compressed) => done(null, compressed), (error: Error) => done(error));
  });

  // One line per request at info, or only the platform's failures (5xx) at warn and error: a
  // level that keeps neither does not build the line.
  // (pino's isLevelEnabled; the silent logger of `logger: false` has none and logs nothing.)
  const enabled = (level: string) => (app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) === true;
  const logsInfo = enabled('info');
  if (logsInfo || enabled('error')) {
    app.addHook('onResponse', (request, reply, done) => {
      const failed = reply.statusCode >= 500;
      if (failed || logsInfo) {
        // Path without the query: tickets and codes travel in some queries and stay out of the log.
        const line = {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          merchant: request.merchant?.code,
        };
        if (failed) request.log.error(line, 'request failed');
        else request.log.info(line, 'request');
      }
      done();
    });
  }

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send(fail(error.errorCode, error.message, error.value));
    }
    if (error.validation) {
      const errors = error.validation.map((e) => ({
        field: fieldOf(e.instancePath, e.params),
        keyword: e.keyword,
        message: e.message ?? 'invalid',
      }));
      const first = errors[0];
      return reply.code(400).send(fail('validation.failed', first ? `${first.field || error.validationContext}: ${first.message}` : 'Invalid request', { errors }));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(fail('payload.too.large', 'The request body is too large'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(fail('unsupported.media.type', 'Unsupported content type'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send(fail('json.malformed', 'The request body is not valid JSON'));
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && (error instanceof SyntaxError || /JSON/i.test(error.message))) {
      return reply.code(400).send(fail('json.malformed', 'The request body is not valid JSON'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail('request.invalid', 'The request could not be processed'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('internal.error', 'Unknown error'));
  });

  registerReferenceProvider(app, { settings: options.stores.settings, clock: options.clock });
  for (const feature of options.features ?? discovered) {
    for (const routes of feature.routes ?? []) await routes(options)?.(app);
  }
  if (options.extraRoutes) await options.extraRoutes(app);
  await createInstallableRoutes()(app);
  await createPortalRoutes({ distDir: options.distDir, pageFor: createPortalPage(options, options.distDir) })(app);
  return app;
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = params.missingProperty ?? params.additionalProperty;
  return typeof extra === 'string' ? (path ? `${path}.${extra}` : extra) : path;
}

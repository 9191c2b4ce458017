/** Development-only endpoints (off when NODE_ENV=production): the SMS outbox, merchant settings. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.ts';
import type { RouteDeps } from '../context.ts';
import { ApiError } from '../errors.ts';
import type { SmsOutboxQuery } from '../../generated/api/sms-outbox-query.ts';

const SETTING_KEYS = new Set(['maintenance', 'registration']);

export function createDevRoutes(deps: RouteDeps) {
  return async (app: FastifyInstance) => {
    app.get('/dev/sms-outbox', { schema: { querystring: deps.schemas.get('sms-outbox-query') } }, async (request) => {
      const { mobile, purpose } = request.query as SmsOutboxQuery;
      return ok(await deps.stores.sms.latest(request.merchant.code, { ...(mobile ? { mobile } : {}), ...(purpose ? { purpose } : {}) }, 20));
    });

    // Local stand-in for a live-chat service, the target of customer-service type 3.
    app.get('/dev/live-chat', async (request, reply) => {
      const name = request.merchant.displayName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      return reply.type('text/html; charset=utf-8').send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} live chat</title></head>` +
          `<body><h1>${name} customer service</h1><p>Local stand-in for the live-chat service: an operator would answer here.</p></body></html>`,
      );
    });

    // Browser tests flip maintenance or registration overrides through this.
    app.put('/dev/merchant-settings', async (request) => {
      const body = request.body as { key?: unknown; value?: unknown } | null;
      if (!body || typeof body.key !== 'string' || !SETTING_KEYS.has(body.key) || body.value === undefined) {
        throw new ApiError(400, 'validation.failed', 'Body is { key: "maintenance" | "registration", value }');
      }
      await deps.stores.settings.setMerchantSetting(request.merchant.code, body.key, body.value);
      return ok(await deps.stores.settings.merchantSettings(request.merchant.code));
    });
  };
}

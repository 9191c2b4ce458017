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

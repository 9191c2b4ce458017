/** Development endpoints (on only with DEV_TOOLS=1): the SMS outbox, TOTP codes (members' and desk operators'), captcha answers, merchant settings. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import { checkConfig } from '../../../shared/config/check-config.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { totp, TOTP_STEP_SECONDS, totpStep } from '../../security/totp.ts';
import type { Merchant } from '../../merchants.ts';
import { mergeRegistration } from '../sessions/index.ts';
import { captchaClientKey } from '../../security/captcha-key.ts';
import { defineCall } from '../../calls/routes.ts';

/**
 * A registration override is checked as part of the merchant config it changes, by the schema and
 * checks `npm run validate` runs (regex safety included): the platform evaluates these rules on
 * every registration, so a setting that no file could hold must not get in this way either.
 */
function registrationProblems(merchant: Merchant, override: unknown, merchantsDir: string | undefined) {
  const config = { ...merchant.config, registration: mergeRegistration(merchant.registration, override) };
  const folder = merchantsDir ? join(merchantsDir, merchant.code) : merchant.code;
  return checkConfig(config, folder).findings
    .filter((f) => f.pointer === '/registration' || f.pointer.startsWith('/registration/'))
    .map((f) => ({ field: `value${f.pointer.slice('/registration'.length).replaceAll('/', '.')}`, keyword: f.keyword, message: f.message }));
}

export function createDevRoutes(deps: RouteDeps & { merchantsDir?: string }) {
  return async (app: FastifyInstance) => {
    // Raises a member event the way the deposits and withdrawals code does (browser tests).
    defineCall(app, 'devNotify', async (request) => {
      const { username, event, amountMinor, orderNo, remark } = request.body;
      if (!deps.notifier) throw new ApiError(404, 'not_found', 'No notifier on this platform');
      const member = await deps.stores.members.findByUsername(request.merchant.code, username.trim());
      if (!member) throw new ApiError(404, 'not_found', 'No such member');
      const now = deps.clock.now();
      const order = orderNo ?? `DEV${now}${Math.floor(Math.random() * 1e6)}`;
      return ok(await deps.notifier.notifyMember({
        merchant: request.merchant.code, memberId: member.id, event, params: { amountMinor, requestedAt: now - 60_000, orderNo: order, ...(remark ? { remark } : {}) },
      }));
    });

    defineCall(app, 'devSmsOutbox', async (request) => {
      const { mobile, purpose } = request.query;
      return ok(await deps.stores.sms.latest(request.merchant.code, { ...(mobile ? { mobile } : {}), ...(purpose ? { purpose } : {}) }, 20));
    });

    // Mails the reference platform "sent" (password-reset links), newest first.
    defineCall(app, 'devMailOutbox', async (request) => {
      const { to } = request.query;
      return ok(await deps.stores.passwordResets.latestMail(request.merchant.code, to ? { to: to.trim().toLowerCase() } : {}, 20));
    });

    // The answer of the newest unused captcha of a client (its loginDeviceId, else its IP), so
    // browser and model-based tests can pass a captcha step the way a person reading it would.
    defineCall(app, 'devCaptchaAnswer', async (request) => {
      const { loginDeviceId } = request.query;
      return ok(await deps.stores.captcha.latestAnswer(request.merchant.code, captchaClientKey(request, loginDeviceId)));
    });

    // Every merchant's theme tokens: the style page (/styleguide) shows each component in each of them.
    defineCall(app, 'devThemes', async () => ok({
      merchants: deps.merchants.all.map((m) => ({ code: m.code, displayName: m.displayName, theme: m.config.branding.theme })),
    }));

    // The current authenticator code of a member enrolled in 2FA (browser tests type it).
    defineCall(app, 'devTotp', async (request) => {
      const { username } = request.query as { username?: unknown };
      if (typeof username !== 'string' || username.trim() === '' || username.length > 64) {
        throw new ApiError(400, 'validation.failed', 'Query is ?username=<member>', { errors: [{ field: 'username', keyword: 'required', message: 'required' }] });
      }
      const member = await deps.stores.members.findByUsername(request.merchant.code, username.trim());
      const record = member ? await deps.stores.totp.find(member.id) : null;
      if (!record) throw new ApiError(404, 'not_found', 'No authenticator secret for this member');
      const now = deps.clock.now();
      const step = totpStep(now);
      return ok({
        code: totp(record.secret, now),
        step,
        expiresAt: (step + 1) * TOTP_STEP_SECONDS * 1000,
        enabled: record.enabledAt !== null,
        lastUsedStep: record.lastStep,
      });
    });

    // The current authenticator code of a payments-desk operator (browser tests and demos type it).
    // step=next gives the following step's code: a code works once, so a test that signs in again
    // within the same 30 seconds types that one (the sign-in accepts ±1 step) instead of waiting for
    // the next window. The sign-in's own check is the same either way.
    defineCall(app, 'deskDevTotp', async (request) => {
      const operator = await deps.stores.deskOperators.findByUsername(request.merchant.code, request.query.username.trim());
      if (!operator) throw new ApiError(404, 'not_found', 'No such operator on this merchant');
      const step = totpStep(deps.clock.now()) + (request.query.step === 'next' ? 1 : 0);
      const at = step * TOTP_STEP_SECONDS * 1000;
      // lastUsedStep: a test types a step not spent yet, rather than a used code that counts as a failed sign-in.
      return ok({ code: totp(operator.totpSecret, at), expiresAt: (step + 1) * TOTP_STEP_SECONDS * 1000, step, lastUsedStep: operator.totpLastStep });
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
    defineCall(app, 'devMerchantSettings', async (request) => {
      const body = request.body;
      if (body.key === 'registration') {
        const errors = registrationProblems(request.merchant, body.value, deps.merchantsDir);
        const first = errors[0];
        if (first) throw new ApiError(400, 'validation.failed', `${first.field}: ${first.message}`, { errors });
      }
      await deps.stores.settings.setMerchantSetting(request.merchant.code, body.key, body.value);
      return ok(await deps.stores.settings.merchantSettings(request.merchant.code));
    });
  };
}

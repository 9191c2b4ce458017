/**
 * Session calls: login (username, sms, firebase), SMS codes without a session, free play,
 * logout, touch, captcha and the encryption keys.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { quickLogin } from './quick-login.ts';
import { createLoginRules } from './login.ts';

export function createSessionRoutes(deps: RouteDeps) {
  const { policy } = deps;
  const rules = createLoginRules(deps);

  return async (app: FastifyInstance) => {
    defineCall(app, 'login', async (request) => ok(await rules.login(request, request.body)));

    // One-click login with the device's quick-login token (encrypted like login); rotates it.
    defineCall(app, 'quickLogin', async (request) => {
      return ok(await quickLogin(deps, request, request.body));
    });

    defineCall(app, 'loginSms', async (request) => {
      await rules.sendLoginSms(request, request.body.mobileNum);
      return ok({ expiredMinutes: request.merchant.constants.smsExpiredMinutes });
    });

    defineCall(app, 'smsNoLogin', async (request) => {
      await rules.sendSmsNoLogin(request, request.body);
      // The same answer for a known and an unknown account (no account discovery): the masked
      // number reaches only a client that gave the right password (login_verify_required).
      return ok({ expiredMinutes: request.merchant.constants.smsExpiredMinutes });
    });

    defineCall(app, 'freePlay', async (request) => ok(await rules.freePlay(request)));

    defineCall(app, 'logout', async (request) => {
      await rules.logout(requireAuth(request), request.body ?? {});
      return ok(true);
    });

    defineCall(app, 'touch', async (request) => {
      const { session } = requireAuth(request);
      return ok({
        idleExpiresAt: session.lastSeenAt + policy.sessionIdleMs,
        absoluteExpiresAt: session.createdAt + policy.sessionAbsoluteMs,
      });
    });

    defineCall(app, 'captcha', async (request) => ok(await rules.newCaptcha(request, request.query.loginDeviceId)));

    // Whether this client must answer a captcha with its next login (a failed login from its
    // address, within the window), so the login form shows the captcha from the start rather than
    // after a refused try. The account's own failures are only known once it is typed in: the
    // login answer then carries { captcha: true } as before.
    defineCall(app, 'captchaRequired', async (request) => ok({ required: await rules.captchaRequiredFrom(request.merchant, request.ip) }));

    defineCall(app, 'rsaKey', async (request) => {
      const { scheme } = request.query;
      if (scheme === 'oaep-gcm') {
        // The call schema names each member of the exported RSA-OAEP public key; WebCrypto sets them all.
        const { e, n, alg, ext, kty, key_ops } = deps.keys.oaep.publicJwk;
        if (!e || !n || !alg || ext === undefined || !kty || !key_ops) throw new Error('the oaep-gcm public key is incomplete');
        return ok({ kid: deps.keys.oaep.kid, jwk: { e, n, alg, ext, kty, key_ops } });
      }
      return ok(deps.keys.desRsa.n);
    });
  };
}

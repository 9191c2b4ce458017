/**
 * Member calls: info, icon, registration (username and mobile), the registration SMS, password
 * change and reset, language, first login, affiliate lookup. The rules are in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { createMemberService } from './service.ts';

export function createMemberRoutes(deps: RouteDeps) {
  const members = createMemberService(deps);

  return async (app: FastifyInstance) => {
    defineCall(app, 'memberInfo', async (request) => ok(await members.memberInfo(requireAuth(request).member, request.merchant)));

    defineCall(app, 'memberIcon', async (request) => {
      const { member } = requireAuth(request);
      const icon = typeof member.profile.icon === 'string' ? member.profile.icon : `avatar-${(member.id % 8) + 1}`;
      return ok({ icon });
    });

    defineCall(app, 'register', async (request) => ok(await members.register(request, 'username')));
    defineCall(app, 'registerMobile', async (request) => ok(await members.register(request, 'mobile')));

    defineCall(app, 'smsRegister', async (request) => ok(await members.smsRegister(request)));

    defineCall(app, 'changePassword', async (request) => ok(await members.changePassword(request)));

    // Forgot password by email: the input is checked (a username, an address of the email rule),
    // then one answer whether or not the pair matches a member, so the call cannot discover
    // accounts. A match gets a single-use link, valid 30 minutes, in the mail outbox.
    defineCall(app, 'forgotPasswordEmail', async (request) => {
      await members.forgotPasswordEmail(request);
      return ok(null, 'in_been_out');
    });

    // The reset link's page sends the token and the new password: the token is used once, the
    // password follows the merchant's password rule, and every session of the member ends.
    defineCall(app, 'resetPassword', async (request) => {
      await members.resetPassword(request);
      return ok<true>(true);
    });

    defineCall(app, 'forgotPasswordPhone', async (request) => ok(await members.forgotPasswordPhone(request)));

    defineCall(app, 'updateLanguage', async (request) => ok(await members.updateLanguage(request)));

    defineCall(app, 'firstLogin', async (request) => ok(await members.firstLogin(request)));

    defineCall(app, 'affiliate', async (request) => ok(await members.affiliate(request)));
  };
}

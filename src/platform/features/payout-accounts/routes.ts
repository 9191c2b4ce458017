/**
 * The security-centre calls withdrawals need: the transaction password (set, change, reset by
 * SMS) and bound payout accounts (add, remove with the transaction password). `withdrawSecurity`
 * is the summary the security centre reads.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { defineCall } from '../../calls/routes.ts';
import { ApiError } from '../../errors.ts';
import { changePaymentPassword, checkPaymentPassword, resetPaymentPassword, setPaymentPassword } from '../security-centre/index.ts';
import { maskMobile, sendSmsCode, throttleSms } from '../sessions/index.ts';
import { smsCheckError } from '../sessions/index.ts';
import { assertMayWithdraw, withdrawalSettings, withdrawalsDisabled } from '../withdrawals/index.ts';
import { payoutAccountItem, sameName } from '../withdrawals/index.ts';

export function createPayoutAccountRoutes(deps: RouteDeps) {
  const { stores, clock, policy } = deps;
  return async (app: FastifyInstance) => {
    defineCall(app, 'withdrawSecurity', async (request) => {
      const { member } = requireAuth(request);
      const settings = withdrawalSettings(request.merchant);
      const accounts = await stores.payoutAccounts.list(request.merchant.code, member.id);
      return ok({
        paymentPasswordSet: (await stores.payoutAccounts.paymentPasswordHash(member.id)) !== null,
        payoutAccountCount: accounts.length,
        payoutAccountMax: settings?.maxPayoutAccounts ?? 0,
        mobileMasked: member.mobile ? maskMobile(member.mobile) : null,
        realName: member.payeeName,
      });
    });

    defineCall(app, 'paymentPasswordSet', async (request) => {
      const { member } = requireAuth(request);
      await setPaymentPassword(deps, member, request.body.password, request.body.confirmPassword);
      return ok({ ok: true as const });
    });

    defineCall(app, 'paymentPasswordChange', async (request) => {
      const { member } = requireAuth(request);
      const { oldPassword, newPassword, confirmPassword } = request.body;
      await changePaymentPassword(deps, member, oldPassword, newPassword, confirmPassword);
      return ok({ ok: true as const });
    });

    defineCall(app, 'paymentPasswordSms', async (request) => {
      const { member } = requireAuth(request);
      if (!member.mobile) throw new ApiError(400, 'mobile.missing', 'No mobile number on file');
      await throttleSms(deps, request.merchant, request.ip, member.mobile);
      const expiredMinutes = await sendSmsCode(deps, request.merchant, member.mobile, 'paymentPassword');
      return ok({ expiredMinutes, mobileMasked: maskMobile(member.mobile) });
    });

    defineCall(app, 'paymentPasswordReset', async (request) => {
      const { member } = requireAuth(request);
      if (!member.mobile) throw new ApiError(400, 'mobile.missing', 'No mobile number on file');
      const { verificationCode, newPassword, confirmPassword } = request.body;
      const check = await stores.sms.verify(request.merchant.code, member.mobile, 'paymentPassword', verificationCode, clock.now(), policy.smsMaxAttempts);
      if (check !== 'ok') throw smsCheckError(check);
      await resetPaymentPassword(deps, member, newPassword, confirmPassword);
      return ok({ ok: true as const });
    });

    defineCall(app, 'payoutAccounts', async (request) => {
      const { member } = requireAuth(request);
      const settings = withdrawalSettings(request.merchant);
      if (!settings) throw withdrawalsDisabled();
      const accounts = await stores.payoutAccounts.list(request.merchant.code, member.id);
      return ok({
        accounts: accounts.map((a) => payoutAccountItem(a, settings)),
        max: settings.maxPayoutAccounts,
        realName: member.payeeName,
        providers: settings.payoutProviders.map((p) => ({ code: p.code, kind: p.kind, name: p.name })),
      });
    });

    defineCall(app, 'payoutAccountAdd', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      assertMayWithdraw(member, merchant, clock.now());
      const settings = withdrawalSettings(merchant);
      if (!settings) throw withdrawalsDisabled();
      const provider = settings.payoutProviders.find((p) => p.code === request.body.provider);
      if (!provider) throw new ApiError(400, 'payoutAccount.provider.invalid', 'Choose a bank or e-wallet from the list');
      const accountNumber = request.body.accountNumber.replace(/[\s-]/g, '');
      if (!/^[0-9]{6,30}$/.test(accountNumber)) throw new ApiError(400, 'payoutAccount.number.invalid', 'The account number has 6 to 30 digits');
      const holderName = request.body.holderName.trim().replace(/\s+/g, ' ');
      if (holderName.length < 2) throw new ApiError(400, 'payoutAccount.name.mismatch', "The holder name must be the account's real name");
      if (member.payeeName && !sameName(member.payeeName, holderName)) throw new ApiError(400, 'payoutAccount.name.mismatch', "The holder name must be the account's real name");
      const added = await stores.payoutAccounts.add(
        { merchant: merchant.code, memberId: member.id, provider: provider.code, kind: provider.kind, accountNumber, holderName: member.payeeName ?? holderName, createdAt: clock.now() },
        settings.maxPayoutAccounts,
        member.payeeName === null,
      );
      if (added === 'full') throw new ApiError(400, 'payoutAccount.limit', 'No more payout accounts can be bound', { max: settings.maxPayoutAccounts });
      if (added === 'duplicate') throw new ApiError(409, 'payoutAccount.duplicate', 'This account is already bound');
      if (added === 'realName') throw new ApiError(400, 'payoutAccount.name.mismatch', "The holder name must be the account's real name");
      return ok(payoutAccountItem(added, settings));
    });

    defineCall(app, 'payoutAccountRemove', async (request) => {
      const { member } = requireAuth(request);
      const account = await stores.payoutAccounts.find(request.merchant.code, member.id, request.body.id);
      if (!account) throw new ApiError(404, 'payoutAccount.invalid', 'No such payout account');
      await checkPaymentPassword(deps, member, request.body.paymentPassword);
      await stores.payoutAccounts.remove(request.merchant.code, member.id, account.id, clock.now());
      return ok({ ok: true as const });
    });
  };
}

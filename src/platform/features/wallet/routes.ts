/** Wallet calls: balance (demo credit for trial accounts) and transfers between upline and downline. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../shared/envelope.ts';
import type { RouteDeps } from '../../context.ts';
import { requireAuth } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { InsufficientFundsError } from '../../ledger/store.ts';
import { parseAmount, toMajorUnits } from '../../../shared/money.ts';
import { defineCall } from '../../calls/routes.ts';

export function createWalletRoutes(deps: RouteDeps) {
  const { stores, clock } = deps;
  const memberAccount = (merchant: Merchant, memberId: number) => stores.ledger.account(merchant.code, 'member', memberId, merchant.currency.code);

  return async (app: FastifyInstance) => {
    // The balance is polled more than any other call: the session check reads it in its own
    // statement. A member whose wallet account does not exist yet gets it made here.
    defineCall(app, 'balance', async (request) => {
      const { member, walletBalance } = requireAuth(request);
      const merchant = request.merchant;
      const minor = walletBalance ?? (await stores.ledger.balance(await memberAccount(merchant, member.id)));
      return ok({ sumBalance: toMajorUnits(minor, merchant.currency.decimals), sumBalanceMinor: minor, currency: merchant.currency.code, demo: member.type === 4 });
    }, { withWalletBalance: true });

    defineCall(app, 'walletTransfer', async (request) => {
      const { member } = requireAuth(request);
      const merchant = request.merchant;
      const body = request.body;
      const amount = parseAmount(body.amount, merchant.currency.decimals);
      if (amount === null || amount <= 0) throw new ApiError(400, 'amount.invalid', 'The amount is not valid');
      const target = await stores.members.findByUsername(merchant.code, body.toUsername.trim());
      const related = target && (target.id === member.uplineId || target.uplineId === member.id);
      if (!target || !related || target.type === 4) throw new ApiError(400, 'transfer.target.invalid', 'Transfers go to your upline or a direct downline only');
      const from = await memberAccount(merchant, member.id);
      const to = await memberAccount(merchant, target.id);
      try {
        const result = await stores.ledger.post({
          merchant: merchant.code,
          idempotencyKey: `transfer:${member.id}:${body.idempotencyKey}`,
          kind: 'member_transfer',
          memo: `${member.username} -> ${target.username}`,
          entries: [{ accountId: from, amount: -amount }, { accountId: to, amount }],
          at: clock.now(),
        });
        const minor = await stores.ledger.balance(from);
        return ok({ transactionId: result.transactionId, replayed: result.replayed, sumBalance: toMajorUnits(minor, merchant.currency.decimals), sumBalanceMinor: minor });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient', 'Insufficient balance');
        throw error;
      }
    });
  };
}
